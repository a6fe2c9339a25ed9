import { directoryTalentSchema } from "./directory";
import { requiredText } from "./fields";
import { z } from "./zod";

export const SHORTLIST_NAME_MAX = 80;

/** POST /api/client/shortlists and PATCH /api/client/shortlists/{id}: the list's name. */
export const shortlistNameSchema = z.object({ name: requiredText("shortlist name", SHORTLIST_NAME_MAX) });
export type ShortlistNameInput = z.input<typeof shortlistNameSchema>;

export const shortlistsQuerySchema = z.object({
  talent_id: z.coerce
    .number({ error: "The talent id must be a number." })
    .int({ error: "The talent id must be a whole number." })
    .min(1, { error: "The talent id must be at least 1." })
    .max(2_147_483_647, { error: "The talent id is too large." }) // talents.id is a serial (int4)
    .optional()
    .describe("Mark the lists this talent is on (`has_talent`)"),
});

export const shortlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  talent_count: z.number().int().describe("Talent on the list the directory may still show"),
  has_talent: z
    .boolean()
    .nullable()
    .describe("Whether the `talent_id` asked for is on the list; null when none was asked"),
  created_at: z.iso.datetime({ offset: true }),
});
export type Shortlist = z.infer<typeof shortlistSchema>;

export const shortlistDetailSchema = shortlistSchema.extend({ talent: z.array(directoryTalentSchema) });
export type ShortlistDetail = z.infer<typeof shortlistDetailSchema>;
