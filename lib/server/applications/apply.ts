import "server-only";

import { eq, sql } from "drizzle-orm";

import { type ApplicationStage } from "@/lib/applications/stages";
import { applyRequestSchema, type TalentApplication } from "@/lib/validation/applications";

import { iso } from "../db/iso-timestamp";
import { rowsOf } from "../db/raw-rows";
import { applications } from "../db/schema";
import type { Db } from "../db/types";
import { fileStorage } from "../files/storage";
import { checkUpload, isEmptyFileField, type CheckedUpload } from "../files/upload-policy";
import type { RequestBody } from "../http/body";
import { apiError } from "../http/error-codes";
import { validationFailed } from "../http/errors";
import { acceptPendingInvitation } from "../invitations/answer-by-applying";
import { FILE_POLICIES } from "../profiles/profile-files";
import { admitApplication } from "./apply-gate";
import { notifyNewApplicant } from "./mails";
import { talentApplicationJson } from "./talent-applications";

async function readResume(body: RequestBody): Promise<CheckedUpload | undefined> {
  const value = body.resume;
  if (value === undefined || value === "" || isEmptyFileField(value)) return undefined;
  if (!(value instanceof File)) throw validationFailed({ resume: ["The resume must be a file."] });
  return checkUpload(value, FILE_POLICIES.resume);
}

type InsertedApplication = {
  id: number;
  stage: ApplicationStage;
  createdAt: Date;
  updatedAt: Date;
  rejectionReason: string | null;
  rejectionMessage: string | null;
  appliedAt: string;
};
type InsertedRow = {
  id: number;
  stage: ApplicationStage;
  created_at: string;
  updated_at: string;
  rejection_reason: string | null;
  rejection_message: string | null;
  applied_at: string;
};

/**
 * The application, its first history entry and (with `acceptInvitation`) the answer to a pending invitation to the
 * job, in one statement; null when the talent had applied already (the unique pair decides concurrent attempts).
 */
async function insertApplication(
  tx: Db,
  {
    talentId,
    jobId,
    coverNote,
    acceptInvitation,
  }: { talentId: number; jobId: number; coverNote: string | null; acceptInvitation: boolean },
): Promise<InsertedApplication | null> {
  const [row] = await rowsOf<InsertedRow>(
    tx,
    sql`
    with app as (
      insert into applications (talent_id, job_id, cover_note) values (${talentId}, ${jobId}, ${coverNote})
      on conflict (talent_id, job_id) do nothing
      returning id, stage, created_at, updated_at, rejection_reason, rejection_message
    ), event as (
      insert into application_events (application_id, from_stage, to_stage, actor_kind, actor_id)
      select id, null, 'applied', 'talent', ${talentId} from app
      returning at
    )${acceptInvitation ? sql`, invitation as (${acceptPendingInvitation(talentId, jobId, sql`(select id from app)`)})` : sql``}
    select app.id, app.stage, ${iso(sql`app.created_at`)} as created_at, ${iso(sql`app.updated_at`)} as updated_at,
           app.rejection_reason, app.rejection_message, ${iso(sql`event.at`)} as applied_at
    from app cross join event`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    stage: row.stage,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    rejectionReason: row.rejection_reason,
    rejectionMessage: row.rejection_message,
    appliedAt: row.applied_at,
  };
}

/** More writes for the application's own transaction (accepting an invitation marks it accepted there). */
export type AlsoInTransaction = (tx: Db, applicationId: number) => Promise<void>;

/**
 * A talent applies to an open job. The unique (talent, job) constraint decides concurrent attempts: the insert
 * does nothing on conflict, and only the one that inserted stores its résumé and history, in its transaction.
 * A pending invitation to the job is answered in the same transaction, however the talent applied.
 */

export async function applyToJob(
  db: Db,
  talentId: number,
  body: RequestBody,
  alsoInTransaction?: AlsoInTransaction,
): Promise<TalentApplication> {
  const input = applyRequestSchema.parse(body);
  const resume = await readResume(body);
  const job = await admitApplication(db, talentId, input.job_slug);
  const { jobId } = job;
  const application = await db.transaction(async (tx) => {
    // With a hook (accepting an invitation), the hook answers the invitation itself.
    const inserted = await insertApplication(tx, {
      talentId,
      jobId,
      coverNote: input.cover_note ?? null,
      acceptInvitation: !alsoInTransaction,
    });
    if (!inserted) throw apiError("conflict", "You have already applied to this job.");
    if (resume) {
      const fileId = await fileStorage().put(tx, {
        ownerKind: "talent",
        ownerId: talentId,
        purpose: "application_resume",
        ...resume,
      });
      await tx.update(applications).set({ resumeFileId: fileId }).where(eq(applications.id, inserted.id));
    }
    await alsoInTransaction?.(tx, inserted.id);
    await notifyNewApplicant(tx, inserted.id);
    return inserted;
  });
  // Built from what was just written, as `talentApplication` would read it back.
  return talentApplicationJson({ ...job, ...application }, [{ from: null, to: "applied", at: application.appliedAt }]);
}
