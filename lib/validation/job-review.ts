import { ACCOUNT_KINDS } from "@/lib/accounts/kinds";
import { JOB_STATUSES } from "@/lib/jobs/states";

import { optional, requiredText, text } from "./fields";
import { listMetaSchema } from "./manage-lists";
import { z } from "./zod";

export const REVIEW_REASON_MAX = 1_000;
export const REPORT_DETAILS_MAX = 1_000;
export const MANAGE_PER_PAGE = 20;

/** The reasons a job can be reported for; the same list as the job_report_reason enum. */
export const JOB_REPORT_REASONS = ["spam", "scam", "misleading", "discriminatory", "not_remote", "other"] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];
export const REPORT_RESOLUTIONS = ["dismissed", "job_closed"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

const page = z.coerce
  .number({ error: "The page must be a number." })
  .int({ error: "The page must be a whole number." })
  .min(1, { error: "The page must be at least 1." })
  .max(1_000_000, { error: "The page may not be greater than 1000000." })
  .default(1);

export const MANAGE_JOB_FILTERS = [...JOB_STATUSES, "all"] as const;
export type ManageJobFilter = (typeof MANAGE_JOB_FILTERS)[number];

/** GET /api/manage/jobs: the review queue (pending_review, oldest first) unless another status is asked for. */
export const manageJobsQuerySchema = z.object({
  status: z
    .enum(MANAGE_JOB_FILTERS, { error: `The status must be one of: ${MANAGE_JOB_FILTERS.join(", ")}.` })
    .default("pending_review")
    .describe("pending_review (the default) lists oldest first; any other status, or all, newest first"),
  q: z
    .string()
    .trim()
    .max(200, { error: "The search may not be longer than 200 characters." })
    .optional()
    .describe("Words of the title, company or skills"),
  page,
});
export type ManageJobsQuery = z.output<typeof manageJobsQuerySchema>;

/**
 * POST /api/manage/jobs/{id}/review: on a job in review, or on a published job's pending changes. A rejection
 * carries the reason the recruiter will read.
 */
export const reviewRequestSchema = z
  .strictObject({
    decision: z.enum(["approve", "reject"], { error: "The decision must be approve or reject." }),
    reason: optional(text("reason", REVIEW_REASON_MAX)).describe("Required with reject: shown to the recruiter"),
  })
  .refine((review) => review.decision === "approve" || (review.reason ?? "") !== "", {
    path: ["reason"],
    error: "Give the recruiter a reason for the rejection.",
  });
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

/** POST /api/jobs/{slug}/report. */
export const reportRequestSchema = z.strictObject({
  reason: z.enum(JOB_REPORT_REASONS, { error: `The reason must be one of: ${JOB_REPORT_REASONS.join(", ")}.` }),
  details: optional(text("details", REPORT_DETAILS_MAX)),
});
export type ReportRequest = z.output<typeof reportRequestSchema>;

/** GET /api/manage/reports. */
export const manageReportsQuerySchema = z.object({
  status: z.enum(["open", "resolved"], { error: "The status must be open or resolved." }).default("open"),
  page,
});
export type ManageReportsQuery = z.output<typeof manageReportsQuerySchema>;

/** POST /api/manage/reports/{id}/resolve: job_closed also closes the job, for the platform. */
export const resolveReportSchema = z.strictObject({
  resolution: z.enum(REPORT_RESOLUTIONS, { error: "The resolution must be dismissed or job_closed." }),
  reason: optional(text("reason", REVIEW_REASON_MAX)).describe(
    "With job_closed: the reason the recruiter reads; by default one naming the report's reason",
  ),
});

/** POST /api/manage/jobs/{id}/close: the reason the recruiter reads beside "Closed by the platform". */
export const platformCloseRequestSchema = z.strictObject({
  reason: requiredText("reason", REVIEW_REASON_MAX).describe("Shown to the recruiter; required"),
});
export type PlatformCloseRequest = z.output<typeof platformCloseRequestSchema>;

const at = z.iso.datetime({ offset: true });

/** A job as the managers' list shows it. */
export const manageJobSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES).describe("As readers see it: an open job past its closing date reads closed"),
  category: z.object({ id: z.number().int(), name: z.string() }),
  company: z.object({ id: z.number().int().nullable(), name: z.string(), slug: z.string().nullable() }),
  posted_at: at.describe("For a job in review: when it was submitted"),
  updated_at: at,
  review_rejection: z.string().nullable(),
  open_reports: z.number().int(),
  revision_submitted_at: at
    .nullable()
    .describe("When the recruiter changed the published job's content, waiting for review; null when nothing waits"),
  platform_closed_at: at.nullable().describe("When a manager closed the job; only a manager reopens it"),
  platform_close_reason: z.string().nullable(),
});
export type ManageJob = z.infer<typeof manageJobSchema>;

export const manageJobsPageSchema = z.object({ data: z.array(manageJobSchema), meta: listMetaSchema });

/** A report as the managers' queue shows it. */
export const jobReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(JOB_REPORT_REASONS),
  details: z.string().nullable(),
  created_at: at,
  resolved_at: at.nullable(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  job: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    status: z.enum(JOB_STATUSES),
    company_name: z.string(),
  }),
  reporter: z.object({
    kind: z.enum(ACCOUNT_KINDS),
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
  }),
});
export type JobReport = z.infer<typeof jobReportSchema>;

export const jobReportsPageSchema = z.object({ data: z.array(jobReportSchema), meta: listMetaSchema });

/** The answer to a report: what was filed, without anything about others' reports. */
export const filedReportSchema = z.object({ id: z.number().int(), reason: z.enum(JOB_REPORT_REASONS), created_at: at });
