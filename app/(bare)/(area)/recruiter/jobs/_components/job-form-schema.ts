import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";

import { JOB_EDITOR_COPY } from "@/lib/content/recruiter-jobs";
import { todayUtc } from "@/lib/format/date-time";
import type { ClientJob } from "@/lib/validation/client-job-responses";
import { createJobSchema, type CreateJobInput } from "@/lib/validation/client-jobs";
import { z } from "@/lib/validation/zod";

/** What the editor's inputs hold: text, as inputs do; the schema below turns it into the API's body. */
export type JobFormValues = {
  title: string;
  category_id: string;
  description: string;
  skills: string[];
  job_type: string;
  experience_level: string;
  rate_min: string;
  rate_max: string;
  currency: string;
  valid_through: string;
  hires_anywhere: boolean;
  hires_regions: string[];
  hires_countries: string[];
  overlap_required: boolean;
  overlap_timezone: string;
  overlap_start: string;
  overlap_end: string;
  overlap_min_hours: string;
};

export const JOB_FORM_FIELDS = [
  "title",
  "category_id",
  "description",
  "skills",
  "job_type",
  "experience_level",
  "rate_min",
  "rate_max",
  "currency",
  "valid_through",
  "hires_countries",
  "overlap_timezone",
  "overlap_start",
  "overlap_end",
  "overlap_min_hours",
] as const;

const numberOrText = (value: string) =>
  value.trim() === "" ? undefined : Number.isNaN(Number(value)) ? value : Number(value);

function toJobInput(value: unknown): unknown {
  const form = value as JobFormValues;
  return {
    title: form.title,
    category_id: numberOrText(form.category_id),
    description: form.description,
    skills: form.skills,
    job_type: form.job_type || undefined,
    experience_level: form.experience_level || undefined,
    rate_min: numberOrText(form.rate_min),
    rate_max: numberOrText(form.rate_max),
    currency: form.currency || undefined,
    valid_through: form.valid_through || null,
    hires_from: { anywhere: form.hires_anywhere, countries: form.hires_countries, regions: form.hires_regions },
    overlap: form.overlap_required
      ? {
          timezone: form.overlap_timezone,
          start: form.overlap_start,
          end: form.overlap_end,
          min_hours: numberOrText(form.overlap_min_hours),
        }
      : null,
  };
}

/**
 * The API's own rules for a new job (client-jobs.ts), plus the closing date's "not in the past" that the server
 * checks. A job's saved date may stay as it is (the server refuses only a new past date), so other edits still save.
 */
export const jobFormSchema = (savedDate: string | null = null) =>
  z
    .preprocess(toJobInput, createJobSchema)
    .refine((job) => !job.valid_through || job.valid_through === savedDate || job.valid_through >= todayUtc(), {
      path: ["valid_through"],
      error: JOB_EDITOR_COPY.validThroughPast,
    });

export type JobFormOutput = CreateJobInput;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: "",
  category_id: "",
  description: "",
  skills: [],
  job_type: "",
  experience_level: "",
  rate_min: "",
  rate_max: "",
  currency: "USD",
  valid_through: "",
  hires_anywhere: true,
  hires_regions: [],
  hires_countries: [],
  overlap_required: false,
  overlap_timezone: "",
  overlap_start: "09:00",
  overlap_end: "17:00",
  overlap_min_hours: "4",
};

export const jobFormValues = (job: ClientJob): JobFormValues => ({
  title: job.title,
  category_id: String(job.category.id),
  description: job.description,
  skills: job.skills,
  job_type: job.job_type,
  experience_level: job.experience_level,
  rate_min: String(job.rate_min),
  rate_max: String(job.rate_max),
  currency: job.currency,
  valid_through: job.valid_through ?? "",
  hires_anywhere: job.hires_from.anywhere,
  hires_regions: job.hires_from.regions,
  hires_countries: job.hires_from.countries,
  overlap_required: job.overlap !== null,
  overlap_timezone: job.overlap?.timezone ?? "",
  overlap_start: job.overlap?.start ?? "09:00",
  overlap_end: job.overlap?.end ?? "17:00",
  overlap_min_hours: String(job.overlap?.min_hours ?? 4),
});

/** A new job's form copied from an earlier job ("Hire again"): everything but its closing date, which was that job's. */
export const hireAgainValues = (job: ClientJob): JobFormValues => ({ ...jobFormValues(job), valid_through: "" });

/** The body of an edit: the form's fields without the create-only ones. */
export const jobUpdateBody = (job: JobFormOutput) => ({
  title: job.title,
  category_id: job.category_id,
  description: job.description,
  skills: job.skills,
  job_type: job.job_type,
  experience_level: job.experience_level,
  rate_min: job.rate_min,
  rate_max: job.rate_max,
  currency: job.currency,
  valid_through: job.valid_through ?? null,
  hires_from: job.hires_from,
  overlap: job.overlap,
});

// The API's messages suit a wrong value; an empty field in the form wants a plainer one.
const EMPTY_MESSAGES = JOB_EDITOR_COPY.required;

// The API's nested fields (hires_from.countries, overlap.min_hours) are flat inputs in the form.
const NESTED_TO_INPUT: [string, string, string][] = [
  ["hires_from", "countries", "hires_countries"],
  ["hires_from", "regions", "hires_countries"],
  ["overlap", "timezone", "overlap_timezone"],
  ["overlap", "start", "overlap_start"],
  ["overlap", "end", "overlap_end"],
  ["overlap", "min_hours", "overlap_min_hours"],
];

function moveRemoteFitErrors(errors: Record<string, unknown>) {
  for (const [group, field, input] of NESTED_TO_INPUT) {
    const nested = errors[group] as Record<string, unknown> | undefined;
    if (nested?.[field] && !errors[input]) errors[input] = nested[field];
  }
  delete errors.hires_from;
  delete errors.overlap;
}

/** react-hook-form's resolver: the form's text checked by the API's rules and handed over as the API reads it. */
export function jobFormResolver(savedDate: string | null): Resolver<JobFormValues, unknown, JobFormOutput> {
  // The schema preprocesses any input, the form's values among them.
  const schema: z.ZodType<JobFormOutput, unknown> = jobFormSchema(savedDate);
  const resolve = zodResolver(schema as z.ZodType<JobFormOutput, JobFormValues>);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    moveRemoteFitErrors(result.errors as Record<string, unknown>);
    for (const [name, message] of Object.entries(EMPTY_MESSAGES) as [keyof typeof EMPTY_MESSAGES, string][]) {
      const error = result.errors[name];
      if (error && values[name].trim() === "") error.message = message;
    }
    return result;
  };
}
