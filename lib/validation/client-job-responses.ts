import { APPLICATION_STAGES, type ApplicationStage } from "@/lib/applications/stages";
import { JOB_STATUSES } from "@/lib/jobs/states";

import { CURRENCIES } from "./client-jobs";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "./jobs";
import { hiresFromSchema, jobOverlapSchema } from "./jobs-remote";
import { z } from "./zod";

export const stageCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STAGES.map((s) => [s, z.number().int()])) as Record<ApplicationStage, z.ZodNumber>,
);
export type StageCounts = Record<ApplicationStage, number>;

/** A published job's changed content, waiting for review. */
export const jobRevisionSchema = z.object({
  title: z.string(),
  description: z.string(),
  rate_min: z.number().int(),
  rate_max: z.number().int(),
  currency: z.enum(CURRENCIES).or(z.string()),
  skills: z.array(z.string()),
  submitted_at: z.iso.datetime({ offset: true }),
});
export type JobRevision = z.infer<typeof jobRevisionSchema>;

/** A job as its company sees it: every state, with applicant counts per stage. */
export const clientJobSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z
    .enum(JOB_STATUSES)
    .describe(
      "draft, pending_review (a new company's job waiting for a manager), open or closed; an open job past valid_through reads closed",
    ),
  category: z.object({ id: z.number().int(), name: z.string() }),
  description: z.string().describe("Plain text with blank lines between paragraphs, never HTML"),
  skills: z.array(z.string()),
  job_type: z.enum(JOB_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  location: z.string(),
  rate_min: z.number().int(),
  rate_max: z.number().int(),
  currency: z.enum(CURRENCIES).or(z.string()),
  valid_through: z.iso.date().nullable(),
  posted_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  review_rejection: z
    .string()
    .nullable()
    .describe("The manager's reason for sending the job back to draft; null when none, cleared on resubmission"),
  platform_closed_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe("Set when a manager closed the job: only a manager reopens it, and moving it answers 409"),
  platform_close_reason: z.string().nullable().describe("The manager's reason for closing the job"),
  revision: jobRevisionSchema
    .nullable()
    .describe(
      "Changes to a published job's title, description, rate or skills waiting for a manager's review; the job's own fields stay public until then. A new edit replaces them",
    ),
  revision_rejection: z
    .string()
    .nullable()
    .describe("The manager's reason for not accepting the last changes; cleared by the next edit of them"),
  company: z.object({ name: z.string(), slug: z.string().nullable(), logo_url: z.string().nullable() }),
  applicant_counts: stageCountsSchema,
  hires_from: hiresFromSchema,
  overlap: jobOverlapSchema,
});
export type ClientJob = z.infer<typeof clientJobSchema>;
