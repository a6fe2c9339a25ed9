import "server-only";

import { desc, eq, type SQL } from "drizzle-orm";

import { shownStatus } from "@/lib/interviews/states";
import { localLabel } from "@/lib/remote/local-label";
import type { Interview } from "@/lib/validation/interviews";

import { applications, companies, interviews, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";

const MINUTE_MS = 60_000;

const label = (at: Date | null, timezone: string | null) => (at && timezone ? localLabel(at, timezone) : null);

const selection = {
  interview: interviews,
  stage: applications.stage,
  jobId: jobs.id,
  jobTitle: jobs.title,
  companyName: companies.name,
  teamZone: companies.timezone,
  firstName: talents.firstName,
  lastName: talents.lastName,
  talentZone: talentProfiles.timezone,
};

/** Interviews with their application, job and both people, newest first. */
export async function interviewsWhere(db: Db, where: SQL | undefined, now = new Date()): Promise<Interview[]> {
  const rows = await db
    .select(selection)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, interviews.companyId))
    .innerJoin(talents, eq(talents.id, interviews.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, interviews.talentId))
    .where(where)
    .orderBy(desc(interviews.id));
  return rows.map((row) => {
    const { interview: iv } = row;
    const span = iv.durationMinutes * MINUTE_MS;
    const end = iv.startsAt ? new Date(iv.startsAt.getTime() + span) : null;
    const ahead = iv.status === "proposed" ? iv.offeredStarts.filter((start) => start.getTime() > now.getTime()) : [];
    return {
      id: iv.id,
      status: shownStatus(iv.status, end, now),
      duration_minutes: iv.durationMinutes,
      start: iv.startsAt?.toISOString() ?? null,
      end: end?.toISOString() ?? null,
      talent_local: label(iv.startsAt, row.talentZone),
      team_local: label(iv.startsAt, row.teamZone),
      slots: ahead.map((start) => ({
        start: start.toISOString(),
        end: new Date(start.getTime() + span).toISOString(),
        // A zone removed since the proposal leaves the instant, shown in UTC.
        talent_local: localLabel(start, row.talentZone ?? "UTC"),
        team_local: localLabel(start, row.teamZone ?? "UTC"),
      })),
      link: iv.link,
      phone: iv.phone,
      note: iv.note,
      uid: iv.uid,
      sequence: iv.sequence,
      cancel_reason: iv.cancelReason,
      cancelled_by: iv.cancelledBy === "talent" || iv.cancelledBy === "client" ? iv.cancelledBy : null,
      application: { id: iv.applicationId, stage: row.stage },
      job: { id: row.jobId, title: row.jobTitle },
      company: { id: iv.companyId, name: row.companyName },
      talent: { id: iv.talentId, name: `${row.firstName} ${row.lastName}` },
      created_at: iv.createdAt.toISOString(),
      updated_at: iv.updatedAt.toISOString(),
    };
  });
}

export async function interviewJson(db: Db, interviewId: number): Promise<Interview> {
  const [one] = await interviewsWhere(db, eq(interviews.id, interviewId));
  return one!;
}
