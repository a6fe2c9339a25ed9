import "server-only";

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import type { JobStatus } from "@/lib/jobs/states";
import type { ReviewRequest } from "@/lib/validation/job-review";

import { clients, companies, jobs } from "../db/schema";
import { jobSearchText } from "../db/seed/jobs";
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
async function notifyRecruiter(tx: Db, jobId: number, rejection?: string, changes = false): Promise<void> {
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
      changes,
    }),
    headers: unsubscribeHeaders(JOB_REVIEW_MAIL_KIND, "/recruiter/account"),
  });
}

/**
 * A manager's decision on a job in review, or on a published job's pending changes (a job has one or the other,
 * never both). Either way the write is conditional on what the manager decided on, so of two managers deciding at
 * once one lands and the other gets 409.
 */
export async function reviewJob(db: Db, managerId: number, jobId: number, review: ReviewRequest): Promise<JobStatus> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: jobs.status, revisionSubmittedAt: jobs.revisionSubmittedAt })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!row) throw apiError("not_found", "Job not found.");
    if (row.status !== "pending_review" && row.revisionSubmittedAt !== null) {
      await reviewRevision(tx, managerId, jobId, row.revisionSubmittedAt, review);
      return row.status;
    }
    return reviewNewJob(tx, managerId, jobId, review);
  });
}

/**
 * Approve opens a job in review (posted now) and marks its company approved, so the company's next jobs open at
 * once; reject sends it back to draft with the reason the recruiter reads.
 */
async function reviewNewJob(tx: Db, managerId: number, jobId: number, review: ReviewRequest): Promise<JobStatus> {
  const approve = review.decision === "approve";
  const to: JobStatus = approve ? "open" : "draft";
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
}

/**
 * Approve puts the pending changes on the public job; reject drops them and keeps the reason for the recruiter.
 * Conditional on the revision the manager decided on still being the one waiting.
 */
async function reviewRevision(
  tx: Db,
  managerId: number,
  jobId: number,
  submittedAt: Date,
  review: ReviewRequest,
): Promise<void> {
  const approve = review.decision === "approve";
  const waiting = and(eq(jobs.id, jobId), isNotNull(jobs.revision), eq(jobs.revisionSubmittedAt, submittedAt));
  const [current] = await tx.select().from(jobs).where(waiting).for("update");
  const revision = current?.revision;
  if (!current || !revision) throw apiError("conflict", "These changes were already decided on; reload the job.");
  const applied = approve
    ? {
        title: revision.title,
        description: revision.description,
        rateMin: revision.rate_min,
        rateMax: revision.rate_max,
        currency: revision.currency,
        skills: revision.skills,
        skillKeys: revision.skills.map((skill) => skill.toLowerCase()),
        searchText: jobSearchText({ ...revision, location: current.location, company: current.companyName }),
      }
    : {};
  const [decided] = await tx
    .update(jobs)
    .set({
      ...applied,
      revision: null,
      revisionSubmittedAt: null,
      revisionRejection: approve ? null : review.reason!,
      updatedAt: sql`now()`,
    })
    .where(waiting)
    .returning({ id: jobs.id });
  if (!decided) throw apiError("conflict", "These changes were already decided on; reload the job.");
  await recordAudit(tx, {
    managerId,
    action: approve ? "job.changes_approve" : "job.changes_reject",
    targetKind: "job",
    targetId: jobId,
    before: { title: current.title, rate_min: current.rateMin, rate_max: current.rateMax },
    after: approve
      ? { title: revision.title, rate_min: revision.rate_min, rate_max: revision.rate_max }
      : { reason: review.reason },
  });
  await notifyRecruiter(tx, jobId, approve ? undefined : review.reason, true);
}
