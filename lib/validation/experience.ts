import { clearable, requiredText, text } from "./fields";
import { z } from "./zod";

export const EXPERIENCE_MAX_ENTRIES = 20;
export const EXPERIENCE_DESCRIPTION_MAX = 1000;

const MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

const month = (label: string) =>
  z
    .string({ error: `The ${label} must be a month as YYYY-MM.` })
    .regex(MONTH_PATTERN, `The ${label} must be a month as YYYY-MM.`);

/** One entry of work experience as the editor sends it; errors name it as experience.{index}.{field}. */
export const experienceEntrySchema = z
  .object(
    {
      title: requiredText("title", 100),
      company: requiredText("company", 100),
      start_month: month("start month"),
      end_month: z.preprocess((value) => (value === "" ? null : value), month("end month").nullish()),
      current: z.boolean({ error: "The current flag must be true or false." }).default(false),
      description: clearable(text("description", EXPERIENCE_DESCRIPTION_MAX)),
    },
    { error: "Each experience entry must be an object." },
  )
  .superRefine((entry, ctx) => {
    const end = entry.end_month ?? null;
    if (entry.current && end !== null) {
      ctx.addIssue({ code: "custom", path: ["end_month"], message: "A current position has no end month." });
    } else if (!entry.current && end === null) {
      ctx.addIssue({
        code: "custom",
        path: ["end_month"],
        message: "The end month is required unless the position is current.",
      });
    } else if (end !== null && end < entry.start_month) {
      ctx.addIssue({
        code: "custom",
        path: ["end_month"],
        message: "The end month may not be before the start month.",
      });
    }
  });

/** JSON-encoded in a multipart form, or an array in a JSON body; "" (or null) clears the list. */
const decodeList = (value: unknown) => {
  if (value === null) return [];
  if (typeof value !== "string") return value;
  if (value.trim() === "") return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export const experienceListField = z.preprocess(
  decodeList,
  z
    .array(experienceEntrySchema, { error: "The experience must be a JSON array of entries." })
    .max(EXPERIENCE_MAX_ENTRIES, `The experience may not have more than ${EXPERIENCE_MAX_ENTRIES} entries.`)
    .optional(),
);

export const experienceSchema = z.object({
  title: z.string(),
  company: z.string(),
  start_month: z.string().describe("YYYY-MM"),
  end_month: z.string().nullable().describe("YYYY-MM; null while current"),
  current: z.boolean(),
  description: z.string().nullable(),
});

export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type Experience = z.infer<typeof experienceSchema>;
