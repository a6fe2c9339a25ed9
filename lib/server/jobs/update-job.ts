import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { changesNeedReview, sameContent, type JobRevisionContent } from "@/lib/jobs/revision";
import { effectiveStatus, hasLapsed, publishTarget, recruiterMayMove, type JobStatus } from "@/lib/jobs/states";
import type { ClientJob } from "@/lib/validation/client-job-responses";
import { updateJobSchema } from "@/lib/validation/client-jobs";

import { assertEmailVerified } from "../accounts/verified-email-gate";
import { companies, jobs } from "../db/schema";
import { jobSearchText } from "../db/seed/jobs";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { readJson } from "../http/json-body";
import { closingDateInPast } from "./create-job";
import { canonicalSkillNames } from "./job-skills";
import { ownJob } from "./own-jobs";
import { hiresFromColumns, overlapColumns } from "./remote-fit-columns";

type StoredJob = typeof jobs.$inferSelect;

const contentOf = (job: StoredJob): JobRevisionContent => ({
  title: job.title,
  description: job.description,
  rate_min: job.rateMin,
  rate_max: job.rateMax,
  currency: job.currency,
  skills: job.skills,
});

/** The public columns of a job's content, with what the board searches. */
const contentColumns = (content: JobRevisionContent, location: string, company: string) => ({
  title: content.title,
  description: content.description,
  rateMin: content.rate_min,
  rateMax: content.rate_max,
  currency: content.currency,
  skills: content.skills,
  skillKeys: content.skills.map((skill) => skill.toLowerCase()),
  searchText: jobSearchText({ ...content, location, company }),
});

/**
 * A published job keeps its public content: a change is stored as its pending revision (replacing an earlier one),
 * a change back to the public content withdraws it, and resaving the pending changes as they are leaves them be.
 */
function revisionColumns(current: StoredJob, proposed: JobRevisionContent) {
  if (sameContent(proposed, contentOf(current))) return { revision: null, revisionSubmittedAt: null };
  if (current.revision && sameContent(proposed, current.revision)) return {};
  // Milliseconds, as JavaScript reads it back: a manager's decision is conditional on this exact value.
  return { revision: proposed, revisionSubmittedAt: sql`date_trunc('milliseconds', now())`, revisionRejection: null };
}

async function ownStoredJob(
  db: Db,
  clientId: number,
  jobId: number,
): Promise<{ job: StoredJob; companyApproved: boolean }> {
  const [row] = await db
    .select({ job: jobs, approvedAt: companies.jobsApprovedAt })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(companies.clientId, clientId)));
  if (!row) throw apiError("not_found", "Job not found.");
  return { job: row.job, companyApproved: row.approvedAt !== null };
}

/**
 * The stored status a requested move writes, after the state machine allowed it; throws 409 or 422 otherwise.
 * A publish goes to review until a manager has approved one of the company's jobs.
 */
function targetStatus(
  current: StoredJob,
  requested: "open" | "closed" | undefined,
  validThrough: string | null,
  companyApproved: boolean,
): JobStatus {
  const from = effectiveStatus(current.status, current.validThrough);
  const to = requested === "open" ? publishTarget(companyApproved) : requested;
  if (to === undefined || to === from) return current.status;
  if (current.platformClosedAt !== null)
    throw apiError(
      "conflict",
      "This job was closed by the platform: only a manager can reopen it. Write to support if you think this was a mistake.",
    );
  if (from === "pending_review" && to === "open")
    throw apiError("conflict", "A job in review opens when a manager approves it.");
  if (!recruiterMayMove(from, to)) throw apiError("conflict", `A ${from} job cannot be moved to ${to}.`);
  if (to !== "closed" && hasLapsed(validThrough)) {
    throw validationFailed({ valid_through: ["Set a closing date of today or later (or none) to open the job."] });
  }
  return to;
}

/**
 * Edits a job's fields and/or moves it (publish, close, reopen, withdraw from review). On a published job, a change
 * of title, description, rate or skills waits for review as the job's revision; the rest applies at once. A job the
 * platform closed cannot be moved (409). The write is conditional on the stored status it
 * was decided from, so a concurrent move makes this one answer 409 instead of overwriting it. The request body is read after the
 * ownership check, so another company's job answers 404 whatever the body.
 */
export async function updateJob(db: Db, clientId: number, jobId: number, request: Request): Promise<ClientJob> {
  const { job: current, companyApproved } = await ownStoredJob(db, clientId, jobId);
  // Read and check the body only once the job is known to be the client's: another company's job is 404 whatever was sent.
  const input = updateJobSchema.parse(await readJson(request));
  const {
    status,
    valid_through: newValidThrough,
    skills: newSkills,
    hires_from: hiresFrom,
    overlap,
    ...fields
  } = input;
  const validThrough = newValidThrough === undefined ? current.validThrough : newValidThrough;
  if (newValidThrough && newValidThrough !== current.validThrough && hasLapsed(newValidThrough))
    throw closingDateInPast();
  const to = targetStatus(current, status, validThrough, companyApproved);
  if (to !== current.status && status === "open") await assertEmailVerified(db, "client", clientId, "publish");
  const publicContent = contentOf(current);
  const base = current.revision ?? publicContent;
  const proposed: JobRevisionContent = {
    title: fields.title ?? base.title,
    description: fields.description ?? base.description,
    rate_min: fields.rate_min ?? base.rate_min,
    rate_max: fields.rate_max ?? base.rate_max,
    currency: fields.currency ?? base.currency,
    skills: newSkills === undefined ? base.skills : await canonicalSkillNames(db, newSkills),
  };
  if (proposed.rate_min > proposed.rate_max)
    throw validationFailed({ rate_max: ["The maximum rate must be at least the minimum rate."] });
  const location = fields.location ?? current.location;
  const reviewed = changesNeedReview(current.status);

  const updated = await db
    .update(jobs)
    .set({
      ...(reviewed
        ? { ...contentColumns(publicContent, location, current.companyName), ...revisionColumns(current, proposed) }
        : { ...contentColumns(proposed, location, current.companyName), revision: null, revisionSubmittedAt: null }),
      location,
      categoryId: fields.category_id ?? current.categoryId,
      jobType: fields.job_type ?? current.jobType,
      experienceLevel: fields.experience_level ?? current.experienceLevel,
      validThrough,
      ...(hiresFrom === undefined ? {} : hiresFromColumns(hiresFrom)),
      ...(overlap === undefined ? {} : overlapColumns(overlap)),
      status: to,
      updatedAt: sql`now()`,
      // A draft's first publish is its posting date on the board.
      ...(current.status === "draft" && to === "open" ? { postedAt: sql`now()` } : {}),
      // Resubmitting answers the manager's rejection: the reason is spent.
      ...(to === "pending_review" && current.status !== "pending_review" ? { reviewRejection: null } : {}),
    })
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.status, current.status),
        eq(jobs.companyId, current.companyId!),
        // A manager's decision on the pending changes meanwhile (which rewrites the public content) makes this 409.
        current.revisionSubmittedAt === null
          ? isNull(jobs.revisionSubmittedAt)
          : eq(jobs.revisionSubmittedAt, current.revisionSubmittedAt),
      ),
    )
    .returning({ id: jobs.id });
  if (updated.length === 0) throw apiError("conflict", "The job changed state meanwhile; reload it and try again.");
  return ownJob(db, clientId, jobId);
}
