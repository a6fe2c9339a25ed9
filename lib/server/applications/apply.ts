import "server-only";
import { eq } from "drizzle-orm";
import { applyRequestSchema, type TalentApplication } from "@/lib/validation/applications";
import { applicationEvents, applications } from "../db/schema";
import type { Db } from "../db/types";
import type { RequestBody } from "../http/body";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { notifyNewApplicant } from "../mail/notifications";
import { checkUpload, isEmptyFileField, type CheckedUpload } from "../files/upload-policy";
import { fileStorage } from "../files/storage";
import { FILE_POLICIES } from "../profiles/profile-files";
import { acceptPendingInvitation } from "../invitations/answer-by-applying";
import { applicationOwnColumns, talentApplicationJson } from "./talent-applications";
import { admitApplication } from "./apply-gate";

async function readResume(body: RequestBody): Promise<CheckedUpload | undefined> {
  const value = body.resume;
  if (value === undefined || value === "" || isEmptyFileField(value)) return undefined;
  if (!(value instanceof File)) throw validationFailed({ resume: ["The resume must be a file."] });
  return checkUpload(value, FILE_POLICIES.resume);
}

/** More writes for the application's own transaction (accepting an invitation marks it accepted there). */
export type AlsoInTransaction = (tx: Db, applicationId: number) => Promise<void>;

/**
 * A talent applies to an open job. The unique (talent, job) constraint decides concurrent attempts: the insert
 * does nothing on conflict, and only the one that inserted stores its résumé and history, in its transaction.
 * A pending invitation to the job is answered in the same transaction, however the talent applied.
 */

export async function applyToJob(db: Db, talentId: number, body: RequestBody, alsoInTransaction?: AlsoInTransaction): Promise<TalentApplication> {
  const input = applyRequestSchema.parse(body);
  const resume = await readResume(body);
  const job = await admitApplication(db, talentId, input.job_slug);
  const { jobId } = job;
  const application = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applications)
      .values({ talentId, jobId, coverNote: input.cover_note ?? null })
      .onConflictDoNothing({ target: [applications.talentId, applications.jobId] })
      .returning(applicationOwnColumns);
    if (!inserted) throw apiError("conflict", "You have already applied to this job.");
    if (resume) {
      const fileId = await fileStorage().put(tx, { ownerKind: "talent", ownerId: talentId, purpose: "application_resume", ...resume });
      await tx.update(applications).set({ resumeFileId: fileId }).where(eq(applications.id, inserted.id));
    }
    const [event] = await tx
      .insert(applicationEvents)
      .values({ applicationId: inserted.id, fromStage: null, toStage: "applied", actorKind: "talent", actorId: talentId })
      .returning({ at: applicationEvents.at });
    await alsoInTransaction?.(tx, inserted.id);
    await acceptPendingInvitation(tx, talentId, jobId, inserted.id);
    await notifyNewApplicant(tx, inserted.id);
    return { ...inserted, appliedEventAt: event!.at };
  });
  // Built from what was just written, as `talentApplication` would read it back.
  return talentApplicationJson({ ...job, ...application }, [{ from: null, to: "applied", at: application.appliedEventAt.toISOString() }]);
}
