import { boundedTotalFields } from "./bounded-total";
import { countryCode } from "./formats";
import { category, oneOf, wholeNumber } from "./jobs";
import { AVAILABILITY_OPTIONS } from "./profile-options";
import { z } from "./zod";

export const TALENT_SORTS = ["relevance", "rate_asc", "rate_desc", "overlap", "recently_active"] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const TALENT_PER_PAGE = 12;
export const TALENT_MAX_PER_PAGE = 50;
const MAX_SKILLS = 10;
const MAX_RATE = 10_000;

/** `skills[]` repeated, `skills` repeated, or one comma-separated value: all the same list of names. */
const skills = z
  .preprocess(
    (value) =>
      [value]
        .flat()
        .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item) => item !== ""),
    z
      .array(z.string().max(60, { error: "Each skill may not be longer than 60 characters." }))
      .max(MAX_SKILLS, { error: `Filter by at most ${MAX_SKILLS} skills.` }),
  )
  .transform((names) => [...new Map(names.map((name) => [name.toLowerCase(), name])).values()])
  .describe(
    "Skill names (`skills[]` repeated, or comma-separated); a talent matches when they have any of them (case-insensitive)",
  );

/** GET /api/client/talent: the directory's query string. Empty parameters count as absent. */
export const talentSearchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(200, { error: "The search may not be longer than 200 characters." })
      .optional()
      .describe("Words to find in the name, headline, bio and skills (prefix match)"),
    skills: skills.optional(),
    category: category.optional().describe("A category id or slug"),
    rate_min: wholeNumber("minimum rate", 0, MAX_RATE).optional().describe("USD per hour"),
    rate_max: wholeNumber("maximum rate", 0, MAX_RATE).optional().describe("USD per hour"),
    availability: oneOf("availability", AVAILABILITY_OPTIONS).optional(),
    country: countryCode("The country must be an ISO 3166-1 alpha-2 code, e.g. DE.")
      .optional()
      .describe("ISO 3166-1 alpha-2"),
    min_overlap_hours: z.coerce
      .number({ error: "The minimum overlap must be a number of hours." })
      .min(0.5, { error: "The minimum overlap must be at least 0.5 hours." })
      .max(24, { error: "The minimum overlap may not be greater than 24 hours." })
      .optional()
      .describe("Hours the talent's working day shares with the recruiter's team hours today (set on the company)"),
    sort: oneOf("sort", TALENT_SORTS)
      .default("relevance")
      .describe("relevance: matched skills, then text rank, then recently active"),
    page: wholeNumber("page", 1, 1_000_000).default(1),
    per_page: wholeNumber("per page", 1, TALENT_MAX_PER_PAGE).default(TALENT_PER_PAGE),
  })
  .refine((q) => q.rate_min === undefined || q.rate_max === undefined || q.rate_min <= q.rate_max, {
    path: ["rate_max"],
    error: "The maximum rate must be at least the minimum rate.",
  })
  .describe("rate_min may not be greater than rate_max.");

export type TalentSearchQuery = z.output<typeof talentSearchQuerySchema>;

/** A query string as the schema's input: empty values dropped, list parameters kept whole. */
export function talentSearchInput(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if (value.trim() === "") continue;
    if (key === "skills" || key === "skills[]") out.skills = [...[out.skills ?? []].flat(), value];
    else if (!(key in out)) out[key] = value;
  }
  return out;
}

const zonedHoursSchema = z.object({ timezone: z.string(), start: z.string(), end: z.string() });

export const directoryTalentSchema = z.object({
  id: z.number().int().describe("The talent's id (for shortlists)"),
  handle: z.string().describe("The public profile is /profiles/{handle}"),
  name: z.string(),
  headline: z.string().nullable(),
  avatar_url: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.string().nullable(),
  hourly_rate: z.number().int().nullable().describe("USD per hour"),
  availability: z.enum(AVAILABILITY_OPTIONS).nullable(),
  skills: z.array(z.string()),
  vetted: z.literal(true),
  overlap_hours: z
    .number()
    .nullable()
    .describe("Hours shared with the recruiter's team hours today; null when either side has no hours"),
  matched_skills: z.array(z.string()).describe("The searched skills this talent has, as the catalogue names them"),
  last_active_at: z.iso.datetime({ offset: true }),
});
export type DirectoryTalent = z.infer<typeof directoryTalentSchema>;

export const talentSearchPageSchema = z.object({
  data: z.array(directoryTalentSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    ...boundedTotalFields,
    team_hours: zonedHoursSchema.nullable().describe("The company's team hours the overlap is measured against"),
  }),
});
export type TalentSearchPage = z.infer<typeof talentSearchPageSchema>;
