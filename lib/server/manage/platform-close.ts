import "server-only";

import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";

import { canMoveJob, publishTarget, type JobStatus } from "@/lib/jobs/states";

import { companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { recordAudit } from "./audit";

const CLOSABLE: JobStatus[] = ["open", "pending_review"];

/**
 * Closes the job for the platform if it is open or in review (locked, then a write conditional on that status) and
 * returns the status it had; null for a draft or an already closed job, which stay as they are. Only a manager
 * reopens a job closed this way; its recruiter reads `reason`.
 */
export async function closeJobRow(tx: Db, jobId: number, reason: string): Promise<JobStatus | null> {
  const [current] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)).for("update");
  if (!current) throw apiError("not_found", "Job not found.");
  if (!CLOSABLE.includes(current.status) || !canMoveJob(current.status, "closed")) return null;
  const [closed] = await tx
    .update(jobs)
    .set({ status: "closed", platformClosedAt: sql`now()`, platformCloseReason: reason, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, CLOSABLE)))
    .returning({ id: jobs.id });
  return closed ? current.status : null;
}

/** POST /api/manage/jobs/{id}/close: closes an open or in-review job (409 otherwise), with one audit row. */
export async function closeJob(db: Db, managerId: number, jobId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await closeJobRow(tx, jobId, reason);
    if (before === null)
      throw apiError(
        "conflict",
        "Only an open job or a job in review can be closed; this one is a draft or already closed.",
      );
    await recordAudit(tx, {
      managerId,
      action: "job.close",
      targetKind: "job",
      targetId: jobId,
      before: { status: before },
      after: { status: "closed", reason },
    });
  });
}

/**
 * POST /api/manage/jobs/{id}/reopen: lifts a platform closure. The job goes back on the board, or back to review
 * when no job of its company was approved yet. Conditional on the job still being closed by the platform, so of two
 * managers acting at once one lands and the other gets 409.
 */
export async function reopenJob(db: Db, managerId: number, jobId: number): Promise<JobStatus> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ companyId: jobs.companyId, approvedAt: companies.jobsApprovedAt })
      .from(jobs)
      .leftJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobs.id, jobId));
    if (!row) throw apiError("not_found", "Job not found.");
    // A generated job has no company to approve: it goes straight back on the board.
    const to = publishTarget(row.companyId === null || row.approvedAt !== null);
    const [reopened] = await tx
      .update(jobs)
      .set({ status: to, platformClosedAt: null, platformCloseReason: null, updatedAt: sql`now()` })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, "closed"), isNotNull(jobs.platformClosedAt)))
      .returning({ id: jobs.id });
    if (!reopened) throw apiError("conflict", "Only a job the platform closed can be reopened here; reload it.");
    await recordAudit(tx, {
      managerId,
      action: "job.reopen",
      targetKind: "job",
      targetId: jobId,
      before: { status: "closed" },
      after: { status: to },
    });
    return to;
  });
}
