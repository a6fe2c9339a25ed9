import "server-only";

import { eq } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { readerStatus } from "@/lib/jobs/states";
import type { ReportRequest } from "@/lib/validation/job-review";

import { jobReports, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

export type Reporter = { kind: MemberKind; id: number };

/**
 * Files a signed-in person's report of a job readers can see (open or closed); a draft, a job in review and an
 * unknown slug are all 404. The unique index makes a second report by the same person a 409, even in a race.
 */
export async function reportJob(db: Db, reporter: Reporter, slug: string, report: ReportRequest) {
  const [job] = await db
    .select({ id: jobs.id, status: jobs.status, validThrough: jobs.validThrough })
    .from(jobs)
    .where(eq(jobs.slug, slug))
    .limit(1);
  if (!job || readerStatus(job.status, job.validThrough) === "draft") throw apiError("not_found", "Job not found.");
  const [filed] = await db
    .insert(jobReports)
    .values({
      jobId: job.id,
      reporterKind: reporter.kind,
      reporterId: reporter.id,
      reason: report.reason,
      details: report.details ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobReports.id, reason: jobReports.reason, createdAt: jobReports.createdAt });
  if (!filed) throw apiError("conflict", "You already reported this job.");
  return { id: filed.id, reason: filed.reason, created_at: filed.createdAt.toISOString() };
}
