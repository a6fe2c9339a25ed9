import "server-only";

import { and, eq } from "drizzle-orm";

import { readerStatus } from "@/lib/jobs/states";
import type { InviteRequest, SentInvitation } from "@/lib/validation/invitations";

import { applications, companies, invitations, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { isInvitableTalent } from "./invitable-talent";
import { notifyInvitation } from "./mails";
import { sentInvitation } from "./sent-invitations";

/** The recruiter's job, 404 when it is another company's (or unknown), 422 unless it takes applications. */
async function assertOpenOwnJob(db: Db, clientId: number, jobId: number): Promise<void> {
  const [job] = await db
    .select({ status: jobs.status, validThrough: jobs.validThrough })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(companies.clientId, clientId)));
  if (!job) throw apiError("not_found", "Job not found.");
  if (readerStatus(job.status, job.validThrough) !== "open") {
    throw validationFailed({ job_id: ["Only an open job can take invitations."] }, "This job is not open.");
  }
}

/** Any talent who may not be invited answers the same 422, so the call does not tell hidden profiles from unknown ones. */
async function assertInvitableTalent(db: Db, talentId: number, jobId: number): Promise<void> {
  if (!(await isInvitableTalent(db, talentId))) {
    throw validationFailed(
      { talent_id: ["Only vetted talent whose profile recruiters can see can be invited."] },
      "This talent cannot be invited.",
    );
  }
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.talentId, talentId), eq(applications.jobId, jobId)));
  if (applied)
    throw validationFailed(
      { talent_id: ["This talent has already applied to this job."] },
      "This talent has already applied to this job.",
    );
}

/**
 * A recruiter invites a talent to apply to one of their open jobs. The unique index on pending invitations
 * decides concurrent sends: the insert does nothing on conflict, and only the one that inserted queues the mail.
 */
export async function sendInvitation(db: Db, clientId: number, input: InviteRequest): Promise<SentInvitation> {
  await assertOpenOwnJob(db, clientId, input.job_id);
  await assertInvitableTalent(db, input.talent_id, input.job_id);
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(invitations)
      .values({ jobId: input.job_id, talentId: input.talent_id, clientId, message: input.message || null })
      .onConflictDoNothing()
      .returning({ id: invitations.id });
    if (!inserted) throw apiError("conflict", "This talent already has a pending invitation to this job.");
    await notifyInvitation(tx, inserted.id);
    return inserted.id;
  });
  return sentInvitation(db, clientId, id);
}
