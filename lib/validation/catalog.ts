import { CATEGORIES } from "@/lib/content/categories";

import { z } from "./zod";

const CATEGORY_ID_LIST = CATEGORIES.map((category) => category.id).join(", ");
export const CUSTOM_SKILLS_LIMIT = 20;
export const CUSTOM_SKILLS_MAX_LIMIT = 50;

export const skillSchema = z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() });
export const jobInterestSchema = z.object({ id: z.number().int(), name: z.string(), category_id: z.number().int() });
export const industrySchema = z.object({ id: z.number().int(), name: z.string() });

export type Skill = z.infer<typeof skillSchema>;
export type JobInterest = z.infer<typeof jobInterestSchema>;
export type Industry = z.infer<typeof industrySchema>;

/** `{id}` in /skills/{id} and /job-interests/{id}: any text, a category only when it names one. */
export const categoryIdParamSchema = z.object({
  id: z.string().describe(`A category id: ${CATEGORIES.map((c) => `${c.id} ${c.name}`).join(", ")}.`),
});

export const customSkillsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: "The search may not be longer than 100 characters." })
    .optional()
    .describe("Text the skill name contains (case-insensitive)."),
  category_id: z.coerce
    .number({ error: "The category id must be a number." })
    .int({ error: "The category id must be a whole number." })
    .min(1, { error: `The category id must be one of: ${CATEGORY_ID_LIST}.` })
    .max(CATEGORIES.length, { error: `The category id must be one of: ${CATEGORY_ID_LIST}.` })
    .optional(),
  limit: z.coerce
    .number({ error: "The limit must be a number." })
    .int({ error: "The limit must be a whole number." })
    .min(1, { error: "The limit must be at least 1." })
    .max(CUSTOM_SKILLS_MAX_LIMIT, { error: `The limit may not be greater than ${CUSTOM_SKILLS_MAX_LIMIT}.` })
    .default(CUSTOM_SKILLS_LIMIT),
});

export type CustomSkillsQuery = z.output<typeof customSkillsQuerySchema>;
