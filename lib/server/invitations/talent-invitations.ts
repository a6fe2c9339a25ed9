import "server-only";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { canMoveInvitation, invitationStatusesBefore, type InvitationStatus } from "@/lib/invitations/states";
import { readerStatus } from "@/lib/jobs/states";
import type { TalentApplication } from "@/lib/validation/applications";
import type { TalentInvitation } from "@/lib/validation/invitations";

import { applyToJob } from "../applications/apply";
import { talentJobColumns } from "../applications/talent-applications";
import { companies, invitations, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

const selectInvitations = (db: Db) =>
  db
    .select({
      invitation: invitations,
      ...talentJobColumns,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId));

type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

const invitationJson = ({ invitation, ...row }: InvitationRow): TalentInvitation => ({
  id: invitation.id,
  job: {
    slug: row.jobSlug,
    title: row.jobTitle,
    open: readerStatus(row.jobStatus, row.jobValidThrough) === "open",
    company: { name: row.companyName, slug: row.companySlug, logo_url: row.companyLogoUrl },
  },
  message: invitation.message,
  status: invitation.status,
  created_at: invitation.createdAt.toISOString(),
  responded_at: invitation.respondedAt?.toISOString() ?? null,
  application_id: invitation.applicationId,
});

/** The talent's invitations, newest first. */
export async function listTalentInvitations(db: Db, talentId: number): Promise<TalentInvitation[]> {
  const rows = await selectInvitations(db).where(eq(invitations.talentId, talentId)).orderBy(desc(invitations.id));
  return rows.map(invitationJson);
}

/** One invitation of the talent's; another talent's and an unknown id both answer 404. */
export async function talentInvitation(db: Db, talentId: number, id: number): Promise<TalentInvitation> {
  const [row] = await selectInvitations(db).where(and(eq(invitations.id, id), eq(invitations.talentId, talentId)));
  if (!row) throw apiError("not_found", "Invitation not found.");
  return invitationJson(row);
}

const notPending = (invitation: TalentInvitation) =>
  apiError(
    "conflict",
    invitation.status === "accepted"
      ? "You have already accepted this invitation."
      : "You have already declined this invitation.",
  );

/** Moves an invitation to `status`, only if it is still in a status that may: of an accept and a decline at once, one wins. */
async function respond(
  db: Db,
  id: number,
  status: InvitationStatus,
  applicationId: number | null = null,
): Promise<boolean> {
  const [row] = await db
    .update(invitations)
    .set({ status, applicationId, respondedAt: sql`now()` })
    .where(and(eq(invitations.id, id), inArray(invitations.status, invitationStatusesBefore(status))))
    .returning({ id: invitations.id });
  return row !== undefined;
}

export async function declineInvitation(db: Db, talentId: number, id: number): Promise<TalentInvitation> {
  const current = await talentInvitation(db, talentId, id);
  if (!canMoveInvitation(current.status, "declined") || !(await respond(db, id, "declined")))
    throw notPending(await talentInvitation(db, talentId, id));
  return talentInvitation(db, talentId, id);
}

/**
 * Accepting is applying: the application goes through the apply module (every rule of applying holds and its
 * 4xx comes back), and the invitation is marked accepted in the application's transaction, so either both
 * happen or neither does.
 */
export async function acceptInvitation(
  db: Db,
  talentId: number,
  id: number,
  coverNote: string | undefined,
): Promise<{ invitation: TalentInvitation; application: TalentApplication }> {
  const current = await talentInvitation(db, talentId, id);
  if (!canMoveInvitation(current.status, "accepted")) throw notPending(current);
  const application = await applyToJob(
    db,
    talentId,
    { job_slug: current.job.slug, ...(coverNote ? { cover_note: coverNote } : {}) },
    async (tx, applicationId) => {
      if (!(await respond(tx, id, "accepted", applicationId)))
        throw apiError("conflict", "This invitation was answered meanwhile.");
    },
  );
  return { invitation: await talentInvitation(db, talentId, id), application };
}
