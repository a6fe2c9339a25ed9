import "server-only";

import { and, desc, eq, type SQL } from "drizzle-orm";

import type { SentInvitation } from "@/lib/validation/invitations";

import { invitations, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

const selectSent = (db: Db, where: SQL | undefined) =>
  db
    .select({
      invitation: invitations,
      firstName: talents.firstName,
      lastName: talents.lastName,
      handle: talentProfiles.handle,
      jobSlug: jobs.slug,
      jobTitle: jobs.title,
    })
    .from(invitations)
    .innerJoin(talents, eq(talents.id, invitations.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, invitations.talentId))
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .where(where)
    .orderBy(desc(invitations.id));

type SentRow = Awaited<ReturnType<typeof selectSent>>[number];

const sentJson = ({ invitation, ...row }: SentRow): SentInvitation => ({
  id: invitation.id,
  talent: { id: invitation.talentId, name: `${row.firstName} ${row.lastName}`.trim(), handle: row.handle },
  job: { id: invitation.jobId, slug: row.jobSlug, title: row.jobTitle },
  message: invitation.message,
  status: invitation.status,
  created_at: invitation.createdAt.toISOString(),
  responded_at: invitation.respondedAt?.toISOString() ?? null,
  application_id: invitation.applicationId,
});

/** The recruiter's sent invitations, newest first, of one job or all of them. */
export async function listSentInvitations(db: Db, clientId: number, jobId?: number): Promise<SentInvitation[]> {
  const where = and(eq(invitations.clientId, clientId), jobId === undefined ? undefined : eq(invitations.jobId, jobId));
  return (await selectSent(db, where)).map(sentJson);
}

export async function sentInvitation(db: Db, clientId: number, id: number): Promise<SentInvitation> {
  const [row] = await selectSent(db, and(eq(invitations.clientId, clientId), eq(invitations.id, id)));
  if (!row) throw apiError("not_found", "Invitation not found.");
  return sentJson(row);
}
