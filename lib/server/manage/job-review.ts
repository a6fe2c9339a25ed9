import "server-only";

import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import { canMoveJob, type JobStatus } from "@/lib/jobs/states";
import type { ReviewRequest } from "@/lib/validation/job-review";

import { clients, companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { enqueueMail } from "../mail/outbox";
import { jobReviewDecisionMail } from "../mail/templates/job-review-decision";
import { unsubscribeHeaders } from "../mail/urls";
import { wantsImmediateMail } from "../notifications/preferences";
import { recordAudit } from "./audit";

export const JOB_REVIEW_MAIL_KIND = "job_review_decision";

async function jobExists(db: Db, jobId: number): Promise<JobStatus> {
  const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  if (!row) throw apiError("not_found", "Job not found.");
  return row.status;
}

/** Queues, in `tx`, the recruiter's mail about the decision, unless they switched it off. */
async function notifyRecruiter(tx: Db, jobId: number, rejection?: string): Promise<void> {
  const [row] = await tx
    .select({
      clientId: clients.id,
      email: clients.email,
      firstName: clients.firstName,
      title: jobs.title,
      slug: jobs.slug,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(clients, eq(clients.id, companies.clientId))
    .where(eq(jobs.id, jobId));
  if (!row || !(await wantsImmediateMail(tx, "client", row.clientId, "job_review"))) return;
  await enqueueMail(tx, {
    to: row.email,
    kind: JOB_REVIEW_MAIL_KIND,
    content: jobReviewDecisionMail({
      recruiterFirstName: row.firstName,
      jobId,
      jobTitle: row.title,
      jobSlug: row.slug,
      rejection,
    }),
    headers: unsubscribeHeaders(JOB_REVIEW_MAIL_KIND, "/recruiter/account"),
  });
}

/**
 * A manager's decision on a job in review: approve opens it (posted now) and marks its company approved, so the
 * company's next jobs open at once; reject sends it back to draft with the reason the recruiter reads. The write
 * is conditional on the job still being in review: a second manager deciding at the same time gets 409.
 */
export async function reviewJob(db: Db, managerId: number, jobId: number, review: ReviewRequest): Promise<JobStatus> {
  const approve = review.decision === "approve";
  const to: JobStatus = approve ? "open" : "draft";
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(jobs)
      .set({
        status: to,
        reviewRejection: approve ? null : review.reason!,
        updatedAt: sql`now()`,
        ...(approve ? { postedAt: sql`now()` } : {}),
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, "pending_review")))
      .returning({ companyId: jobs.companyId });
    if (!moved) {
      const status = await jobExists(tx, jobId);
      throw apiError("conflict", `The job is no longer in review (it is ${status}); reload it.`);
    }
    if (approve && moved.companyId !== null) {
      await tx
        .update(companies)
        .set({ jobsApprovedAt: sql`now()` })
        .where(and(eq(companies.id, moved.companyId), isNull(companies.jobsApprovedAt)));
    }
    await recordAudit(tx, {
      managerId,
      action: approve ? "job.approve" : "job.reject",
      targetKind: "job",
      targetId: jobId,
      before: { status: "pending_review" },
      after: approve ? { status: to } : { status: to, reason: review.reason },
    });
    await notifyRecruiter(tx, jobId, approve ? undefined : review.reason);
    return to;
  });
}

const CLOSABLE: JobStatus[] = ["open", "pending_review"];

/**
 * Closes the job if it is open or in review (locked, then a write conditional on that status) and returns the
 * status it had; null for a draft or an already closed job, which stay as they are.
 */
export async function closeJobRow(tx: Db, jobId: number): Promise<JobStatus | null> {
  const [current] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)).for("update");
  if (!current) throw apiError("not_found", "Job not found.");
  if (!CLOSABLE.includes(current.status) || !canMoveJob(current.status, "closed")) return null;
  const [closed] = await tx
    .update(jobs)
    .set({ status: "closed", updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, CLOSABLE)))
    .returning({ id: jobs.id });
  return closed ? current.status : null;
}

/** POST /api/manage/jobs/{id}/close: closes an open or in-review job (409 otherwise), with one audit row. */
export async function closeJob(db: Db, managerId: number, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await closeJobRow(tx, jobId);
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
      after: { status: "closed" },
    });
  });
}
