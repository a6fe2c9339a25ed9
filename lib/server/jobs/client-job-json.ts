import "server-only";

import { APPLICATION_STAGES } from "@/lib/applications/stages";
import { effectiveStatus } from "@/lib/jobs/states";
import { type ClientJob, type StageCounts } from "@/lib/validation/client-job-responses";

import { companies, jobs } from "../db/schema";
import { jobColumns, toJob } from "./job-row";

/** A job's public columns, plus what only its company sees. */
export const clientJobColumns = {
  ...jobColumns,
  status: jobs.status,
  validThrough: jobs.validThrough,
  updatedAt: jobs.updatedAt,
  reviewRejection: jobs.reviewRejection,
  platformClosedAt: jobs.platformClosedAt,
  platformCloseReason: jobs.platformCloseReason,
  revision: jobs.revision,
  revisionSubmittedAt: jobs.revisionSubmittedAt,
  revisionRejection: jobs.revisionRejection,
  companySlug: companies.slug,
};

export type ClientJobRow = Pick<typeof jobs.$inferSelect, Exclude<keyof typeof clientJobColumns, "companySlug">> & {
  companySlug: string | null;
};

export const emptyStageCounts = (): StageCounts =>
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as StageCounts;

export function toClientJob(row: ClientJobRow, counts: StageCounts = emptyStageCounts()): ClientJob {
  const job = toJob(row);
  return {
    ...job,
    status: effectiveStatus(row.status, row.validThrough),
    valid_through: row.validThrough,
    updated_at: row.updatedAt.toISOString(),
    review_rejection: row.reviewRejection,
    platform_closed_at: row.platformClosedAt?.toISOString() ?? null,
    platform_close_reason: row.platformCloseReason,
    revision:
      row.revision && row.revisionSubmittedAt
        ? { ...row.revision, submitted_at: row.revisionSubmittedAt.toISOString() }
        : null,
    revision_rejection: row.revisionRejection,
    company: { ...job.company, slug: row.companySlug },
    applicant_counts: counts,
  };
}
