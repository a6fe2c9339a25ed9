import "server-only";

import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { PLATFORM_CLOSE_COPY } from "@/lib/content/job-review";
import { effectiveStatus } from "@/lib/jobs/states";
import {
  MANAGE_PER_PAGE,
  type JobReport,
  type ManageReportsQuery,
  type ReportResolution,
} from "@/lib/validation/job-review";

import { clients, jobReports, jobs, talents } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { recordAudit } from "./audit";
import { pageMeta } from "./manage-jobs";
import { closeJobRow } from "./platform-close";

const reportColumns = {
  id: jobReports.id,
  reason: jobReports.reason,
  details: jobReports.details,
  createdAt: jobReports.createdAt,
  resolvedAt: jobReports.resolvedAt,
  resolution: jobReports.resolution,
  reporterKind: jobReports.reporterKind,
  reporterId: jobReports.reporterId,
  jobId: jobs.id,
  jobSlug: jobs.slug,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  jobValidThrough: jobs.validThrough,
  companyName: jobs.companyName,
  // The reporter is a talent or a client, told apart by the report's kind.
  reporterName: sql<
    string | null
  >`coalesce(${talents.firstName} || ' ' || ${talents.lastName}, ${clients.firstName} || ' ' || ${clients.lastName})`,
  reporterEmail: sql<string | null>`coalesce(${talents.email}, ${clients.email})`,
};

function reportsQuery(db: Db) {
  return db
    .select(reportColumns)
    .from(jobReports)
    .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
    .leftJoin(talents, and(eq(jobReports.reporterKind, "talent"), eq(talents.id, jobReports.reporterId)))
    .leftJoin(clients, and(eq(jobReports.reporterKind, "client"), eq(clients.id, jobReports.reporterId)))
    .$dynamic();
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>["execute"]>>[number];

const toReport = (row: ReportRow): JobReport => ({
  id: row.id,
  reason: row.reason,
  details: row.details,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
  resolution: row.resolution === "dismissed" || row.resolution === "job_closed" ? row.resolution : null,
  job: {
    id: row.jobId,
    slug: row.jobSlug,
    title: row.jobTitle,
    status: effectiveStatus(row.jobStatus, row.jobValidThrough),
    company_name: row.companyName,
  },
  reporter: {
    kind: row.reporterKind,
    id: row.reporterId,
    name: row.reporterName ?? "Unknown account",
    email: row.reporterEmail ?? "",
  },
});

/** The report queue: open reports oldest first, or resolved ones newest first. */
export async function listReports(db: Db, query: ManageReportsQuery) {
  const open = query.status === "open";
  const where = open ? isNull(jobReports.resolvedAt) : isNotNull(jobReports.resolvedAt);
  const [rows, [count]] = await Promise.all([
    reportsQuery(db)
      .where(where)
      .orderBy(
        ...(open
          ? [asc(jobReports.createdAt), asc(jobReports.id)]
          : [desc(jobReports.resolvedAt), desc(jobReports.id)]),
      )
      .limit(MANAGE_PER_PAGE)
      .offset((query.page - 1) * MANAGE_PER_PAGE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobReports)
      .where(where),
  ]);
  return { data: rows.map(toReport), meta: pageMeta(query.page, count?.total ?? 0) };
}

/** Every report of one job, open ones first, for the job's page in the console. */
export async function reportsOfJob(db: Db, jobId: number): Promise<JobReport[]> {
  const rows = await reportsQuery(db)
    .where(eq(jobReports.jobId, jobId))
    .orderBy(sql`${jobReports.resolvedAt} is not null`, asc(jobReports.createdAt));
  return rows.map(toReport);
}

/**
 * Resolves an open report (409 once resolved, also when two managers race: the write is conditional).
 * `job_closed` also closes its job for the platform if it is still open or in review, with `closeReason` (or one
 * naming the report's reason) for the recruiter. One audit row for the whole action.
 */
export async function resolveReport(
  db: Db,
  managerId: number,
  reportId: number,
  resolution: ReportResolution,
  closeReason?: string,
): Promise<JobReport> {
  await db.transaction(async (tx) => {
    const [resolved] = await tx
      .update(jobReports)
      .set({ resolvedAt: sql`now()`, resolvedBy: managerId, resolution })
      .where(and(eq(jobReports.id, reportId), isNull(jobReports.resolvedAt)))
      .returning({ jobId: jobReports.jobId, reason: jobReports.reason });
    if (!resolved) {
      const [exists] = await tx.select({ id: jobReports.id }).from(jobReports).where(eq(jobReports.id, reportId));
      throw exists
        ? apiError("conflict", "This report is already resolved.")
        : apiError("not_found", "Report not found.");
    }
    const reason = closeReason || PLATFORM_CLOSE_COPY.afterReport(resolved.reason);
    const jobBefore = resolution === "job_closed" ? await closeJobRow(tx, resolved.jobId, reason) : null;
    await recordAudit(tx, {
      managerId,
      action: "job_report.resolve",
      targetKind: "job_report",
      targetId: reportId,
      before: { resolved: false, ...(jobBefore ? { job_status: jobBefore } : {}) },
      after: { resolution, job_id: resolved.jobId, ...(jobBefore ? { job_status: "closed" } : {}) },
    });
  });
  const [row] = await reportsQuery(db).where(eq(jobReports.id, reportId));
  return toReport(row!);
}
