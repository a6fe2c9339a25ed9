import "server-only";

import { and, eq } from "drizzle-orm";

import type { ApplicationStage } from "@/lib/applications/stages";
import type { ZonedHours } from "@/lib/remote/overlap";

import type { Participant } from "../conversations/participant";
import { applications, companies, interviews, jobs, talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

/** An application as the interview calls need it: both people and their zones and hours (each may be unset). */
export type InterviewParties = {
  applicationId: number;
  stage: ApplicationStage;
  talentId: number;
  companyId: number;
  talent: Partial<ZonedHours>;
  team: Partial<ZonedHours>;
};

const zoned = (timezone: string | null, start: string | null, end: string | null): Partial<ZonedHours> => ({
  timezone: timezone ?? undefined,
  start: start ?? undefined,
  end: end ?? undefined,
});

/** The parties of one application to a job of the client's company; 404 for anyone else's (as for an unknown id). */
export async function clientApplicationParties(db: Db, clientId: number, applicationId: number) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      stage: applications.stage,
      talentId: applications.talentId,
      companyId: companies.id,
      talentZone: talentProfiles.timezone,
      talentStart: talentProfiles.workStart,
      talentEnd: talentProfiles.workEnd,
      teamZone: companies.timezone,
      teamStart: companies.workStart,
      teamEnd: companies.workEnd,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, applications.talentId))
    .where(and(eq(applications.id, applicationId), eq(companies.clientId, clientId)));
  if (!row) throw apiError("not_found", "Application not found.");
  return partiesOf(row);
}

type PartiesRow = {
  applicationId: number;
  stage: ApplicationStage;
  talentId: number;
  companyId: number;
  talentZone: string | null;
  talentStart: string | null;
  talentEnd: string | null;
  teamZone: string | null;
  teamStart: string | null;
  teamEnd: string | null;
};

const partiesOf = (row: PartiesRow): InterviewParties => ({
  applicationId: row.applicationId,
  stage: row.stage,
  talentId: row.talentId,
  companyId: row.companyId,
  talent: zoned(row.talentZone, row.talentStart, row.talentEnd),
  team: zoned(row.teamZone, row.teamStart, row.teamEnd),
});

/** The parties of an interview's application, given the interview is `who`'s own; 404 otherwise. */
export async function interviewParties(db: Db, who: Participant, interviewId: number): Promise<InterviewParties> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      stage: applications.stage,
      talentId: interviews.talentId,
      companyId: interviews.companyId,
      clientId: companies.clientId,
      talentZone: talentProfiles.timezone,
      talentStart: talentProfiles.workStart,
      talentEnd: talentProfiles.workEnd,
      teamZone: companies.timezone,
      teamStart: companies.workStart,
      teamEnd: companies.workEnd,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, interviews.talentId))
    .where(eq(interviews.id, interviewId));
  const own = row && (who.kind === "talent" ? row.talentId === who.id : row.clientId === who.id);
  if (!row || !own) throw apiError("not_found", "Interview not found.");
  return partiesOf(row);
}

/** The interview row, locked until the transaction ends so that of two changes at once the second sees the first. */
export async function lockedInterview(tx: Db, interviewId: number) {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, interviewId)).for("update");
  if (!row) throw apiError("not_found", "Interview not found.");
  return row;
}

export type InterviewRow = typeof interviews.$inferSelect;
