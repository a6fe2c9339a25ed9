import { CATEGORIES, CATEGORY_SLUGS } from "@/lib/content/categories";

import { boundedTotalFields } from "./bounded-total";
import {
  checkOverlapParams,
  hiresFromSchema,
  jobOverlapSchema,
  jobsRemoteQueryFields,
  OVERLAP_PARAMS_MESSAGE,
} from "./jobs-remote";
import { z } from "./zod";

export const JOB_TYPES = ["hourly", "project", "full_time"] as const;
export const EXPERIENCE_LEVELS = ["junior", "mid", "senior", "lead"] as const;
export const JOB_SORTS = ["newest", "rate_high", "rate_low"] as const;
export const JOBS_PER_PAGE = 12;
export const JOBS_MAX_PER_PAGE = 50;
const MAX_SKILLS = 10;
const MAX_RATE = 10_000;

/** A whole number from a query string, with messages that name the field. */
export const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .int({ error: `The ${field} must be a whole number.` })
    .min(min, { error: `The ${field} must be at least ${min}.` })
    .max(max, { error: `The ${field} may not be greater than ${max}.` });

export const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `The ${field} must be one of: ${values.join(", ")}.` });

/** A category by id or slug, answered as its id. */
export const category = z
  .union([wholeNumber("category", 1, CATEGORIES.length), z.enum(CATEGORY_SLUGS)], {
    error: `The category must be a category id (1 to ${CATEGORIES.length}) or one of: ${CATEGORY_SLUGS.join(", ")}.`,
  })
  .transform((value) => (typeof value === "number" ? value : CATEGORIES.find((c) => c.slug === value)!.id));

const skills = z
  .string()
  .max(500, { error: "The skills may not be longer than 500 characters." })
  .transform((raw) => [
    ...new Set(
      raw
        .split(",")
        .map((skill) => skill.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(60)).max(MAX_SKILLS, { error: `Filter by at most ${MAX_SKILLS} skills.` }))
  .describe(
    "Comma-separated skill names; a job matches when it asks for any of them (case-insensitive). A known name finds " +
      "its aliases too (React: ReactJs, React.js; k8s: Kubernetes); any other finds the skills it starts, or starts " +
      "a word of (kube: Kubernetes).",
  );

/** The board's filters: what a search asks for, apart from paging and order (a saved search stores these). */
const jobFilterFields = {
  search: z
    .string()
    .trim()
    .max(200, { error: "The search may not be longer than 200 characters." })
    .optional()
    .describe("Words to find in the title, company, skills, location and description (prefix match)."),
  category: category.optional().describe("A category id or slug."),
  skills: skills.optional(),
  job_type: oneOf("job type", JOB_TYPES).optional(),
  experience_level: oneOf("experience level", EXPERIENCE_LEVELS).optional(),
  rate_min: wholeNumber("minimum rate", 0, MAX_RATE).optional(),
  rate_max: wholeNumber("maximum rate", 0, MAX_RATE).optional(),
};

const rateOrder = (q: { rate_min?: number; rate_max?: number }) =>
  q.rate_min === undefined || q.rate_max === undefined || q.rate_min <= q.rate_max;
const rateOrderIssue = { path: ["rate_max"], error: "The maximum rate must be at least the minimum rate." };
const FILTER_RULES = `rate_min may not be greater than rate_max. ${OVERLAP_PARAMS_MESSAGE}`;

export const jobFiltersSchema = z
  .object({ ...jobFilterFields, ...jobsRemoteQueryFields })
  .superRefine(checkOverlapParams)
  .refine(rateOrder, rateOrderIssue)
  .describe(FILTER_RULES);

/**
 * The job list's query string. Empty parameters count as absent (see `searchParamsToObject`);
 * `rate_min`/`rate_max` select jobs whose USD hourly range overlaps the given one.
 */
export const jobsQuerySchema = z
  .object({
    page: wholeNumber("page", 1, 1_000_000).default(1),
    per_page: wholeNumber("per page", 1, JOBS_MAX_PER_PAGE).default(JOBS_PER_PAGE),
    ...jobFilterFields,
    sort: oneOf("sort", JOB_SORTS).default("newest"),
    ...jobsRemoteQueryFields,
  })
  .superRefine(checkOverlapParams)
  .refine(rateOrder, rateOrderIssue)
  .describe(FILTER_RULES);

export type JobsQuery = z.output<typeof jobsQuerySchema>;
export type JobsQueryInput = z.input<typeof jobsQuerySchema>;
export type JobFiltersInput = z.input<typeof jobFiltersSchema>;

export const jobSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  company: z.object({
    name: z.string(),
    slug: z.string().nullable().describe("The company's page is /companies/{slug}; null for a job with no company"),
    logo_url: z.string().nullable(),
  }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  description: z.string(),
  skills: z.array(z.string()),
  job_type: z.enum(JOB_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  location: z.string(),
  rate_min: z.number().int().describe("USD per hour"),
  rate_max: z.number().int().describe("USD per hour"),
  currency: z.string(),
  posted_at: z.iso.datetime({ offset: true }),
  valid_through: z.iso.date().nullable().describe("The last day the job takes applications, if it has one"),
  hires_from: hiresFromSchema,
  overlap: jobOverlapSchema,
});

export type Job = z.infer<typeof jobSchema>;

export const jobsPageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  ...boundedTotalFields,
});

export const jobsPageSchema = z.object({ data: z.array(jobSchema), meta: jobsPageMetaSchema });

export type JobsPage = z.infer<typeof jobsPageSchema>;
