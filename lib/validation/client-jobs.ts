import { CATEGORIES } from "@/lib/content/categories";

import { jsonSchemaRules } from "./formats";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "./jobs";
import { ANYWHERE, jobRemoteFields } from "./jobs-remote";
import { z } from "./zod";

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "CHF"] as const;
const MAX_RATE = 10_000;

const rate = (field: string) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .int({ error: `The ${field} must be a whole number.` })
    .min(1, { error: `The ${field} must be at least 1.` })
    .max(MAX_RATE, { error: `The ${field} may not be greater than ${MAX_RATE}.` });

const isoDate = z.iso.date({ error: "The closing date must be a date (YYYY-MM-DD)." });

const descriptionLength = z
  .string()
  .min(30, { error: "The description must be at least 30 characters." })
  .max(20_000, { error: "The description may not be longer than 20,000 characters." });

/** Plain text: stored as written (the pages escape it); only line endings are made uniform. */
const description = z
  .string({ error: "The description must be text." })
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .pipe(descriptionLength)
  .meta({
    ...jsonSchemaRules(descriptionLength),
    description: "Plain text; the length is counted after trimming, with each line break as one character",
  });

const jobFields = {
  title: z
    .string({ error: "The title must be text." })
    .trim()
    .min(3, { error: "The title must be at least 3 characters." })
    .max(120, { error: "The title may not be longer than 120 characters." }),
  category_id: z
    .number({ error: "The category must be a category id." })
    .int()
    .min(1)
    .max(CATEGORIES.length, { error: "The category must be a category id." }),
  description,
  skills: z
    .array(z.string().trim().min(1).max(60), { error: "The skills must be a list of skill names." })
    .max(15, { error: "A job may ask for at most 15 skills." })
    .describe("Skill names from GET /api/client/skills/{category} or /api/client/custom_skills."),
  job_type: z.enum(JOB_TYPES, { error: `The job type must be one of: ${JOB_TYPES.join(", ")}.` }),
  experience_level: z.enum(EXPERIENCE_LEVELS, {
    error: `The experience level must be one of: ${EXPERIENCE_LEVELS.join(", ")}.`,
  }),
  location: z
    .string({ error: "The location must be text." })
    .trim()
    .min(2, { error: "The location must be at least 2 characters." })
    .max(120, { error: "The location may not be longer than 120 characters." }),
  rate_min: rate("minimum rate"),
  rate_max: rate("maximum rate"),
  currency: z.enum(CURRENCIES, { error: `The currency must be one of: ${CURRENCIES.join(", ")}.` }),
  valid_through: isoDate
    .nullable()
    .optional()
    .describe("The last day the job takes applications (UTC); after it the job counts as closed."),
  ...jobRemoteFields,
};

const rateOrder = { path: ["rate_max"], error: "The maximum rate must be at least the minimum rate." };

export const createJobSchema = z
  .strictObject({
    ...jobFields,
    location: jobFields.location.default("Remote"),
    hires_from: jobFields.hires_from.default(ANYWHERE),
    overlap: jobFields.overlap.default(null),
    publish: z.boolean({ error: "publish must be true or false." }).default(false),
  })
  .refine((job) => job.rate_min <= job.rate_max, rateOrder)
  .describe("rate_min may not be greater than rate_max.");
export type CreateJobInput = z.output<typeof createJobSchema>;

export const updateJobSchema = z
  .strictObject(jobFields)
  .partial()
  .extend({ status: z.enum(["open", "closed"], { error: "The status must be open or closed." }).optional() })
  .refine((job) => job.rate_min === undefined || job.rate_max === undefined || job.rate_min <= job.rate_max, rateOrder)
  .describe(
    "Fields not sent stay as they are. When both rates are sent, rate_min may not be greater than rate_max (the stored other rate is checked too).",
  );
export type UpdateJobInput = z.output<typeof updateJobSchema>;
