import "server-only";

import { and, eq, sql } from "drizzle-orm";

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
  if (from === "pending_review" && to === "open")
    throw apiError("conflict", "A job in review opens when a manager approves it.");
  if (!recruiterMayMove(from, to)) throw apiError("conflict", `A ${from} job cannot be moved to ${to}.`);
  if (to !== "closed" && hasLapsed(validThrough)) {
    throw validationFailed({ valid_through: ["Set a closing date of today or later (or none) to open the job."] });
  }
  return to;
}

/**
 * Edits a job's fields and/or moves it (publish, close, reopen, withdraw from review). The write is conditional on the stored status it
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
  const skills = newSkills === undefined ? current.skills : await canonicalSkillNames(db, newSkills);
  const merged = {
    title: fields.title ?? current.title,
    description: fields.description ?? current.description,
    location: fields.location ?? current.location,
  };
  const rateMin = fields.rate_min ?? current.rateMin;
  const rateMax = fields.rate_max ?? current.rateMax;
  if (rateMin > rateMax) throw validationFailed({ rate_max: ["The maximum rate must be at least the minimum rate."] });

  const updated = await db
    .update(jobs)
    .set({
      ...merged,
      categoryId: fields.category_id ?? current.categoryId,
      jobType: fields.job_type ?? current.jobType,
      experienceLevel: fields.experience_level ?? current.experienceLevel,
      rateMin,
      rateMax,
      currency: fields.currency ?? current.currency,
      skills,
      skillKeys: skills.map((skill) => skill.toLowerCase()),
      validThrough,
      ...(hiresFrom === undefined ? {} : hiresFromColumns(hiresFrom)),
      ...(overlap === undefined ? {} : overlapColumns(overlap)),
      status: to,
      searchText: jobSearchText({ ...merged, skills, company: current.companyName }),
      updatedAt: sql`now()`,
      // A draft's first publish is its posting date on the board.
      ...(current.status === "draft" && to === "open" ? { postedAt: sql`now()` } : {}),
      // Resubmitting answers the manager's rejection: the reason is spent.
      ...(to === "pending_review" && current.status !== "pending_review" ? { reviewRejection: null } : {}),
    })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, current.status), eq(jobs.companyId, current.companyId!)))
    .returning({ id: jobs.id });
  if (updated.length === 0) throw apiError("conflict", "The job changed state meanwhile; reload it and try again.");
  return ownJob(db, clientId, jobId);
}
