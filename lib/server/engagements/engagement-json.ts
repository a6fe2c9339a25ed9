import "server-only";

import { desc, eq, type SQL } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { endOfDayIn, todayIn } from "@/lib/engagements/calendar-days";
import { trialEndsOn } from "@/lib/engagements/end-rules";
import { shownEngagementStatus } from "@/lib/engagements/states";
import type { Engagement } from "@/lib/validation/engagements";

import { companies, engagements, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { partiesJson, termsJson } from "../offers/terms-json";

export type EngagementRow = typeof engagements.$inferSelect;

/** A changed cap reads as the current one from its Monday on. */
function currentCap(row: EngagementRow, today: string) {
  if (row.nextCapFrom !== null && row.nextCapFrom <= today) {
    return { weeklyHoursCap: row.nextWeeklyHoursCap, next: null, from: null };
  }
  return { weeklyHoursCap: row.weeklyHoursCap, next: row.nextWeeklyHoursCap, from: row.nextCapFrom };
}

/** Engagements as `viewer` sees them, newest first: the end reason only to the side that ended, would_rehire only to the client. */
export async function engagementsWhere(
  db: Db,
  viewer: MemberKind,
  where: SQL | undefined,
  now = new Date(),
): Promise<Engagement[]> {
  const rows = await db
    .select({
      engagement: engagements,
      jobTitle: jobs.title,
      jobSkills: jobs.skills,
      jobOverlapMinHours: jobs.overlapMinHours,
      companyName: companies.name,
      companyZone: companies.timezone,
      firstName: talents.firstName,
      lastName: talents.lastName,
      talentZone: talentProfiles.timezone,
    })
    .from(engagements)
    .innerJoin(jobs, eq(jobs.id, engagements.jobId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(talents, eq(talents.id, engagements.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, engagements.talentId))
    .where(where)
    .orderBy(desc(engagements.id));
  return rows.map(({ engagement: e, jobSkills, jobOverlapMinHours, ...row }) => {
    const zone = row.companyZone ?? "UTC";
    const today = todayIn(zone, now);
    const status = shownEngagementStatus(e.status, { startDate: e.startDate, endDate: e.endedOn }, today);
    const trialEnd = trialEndsOn(e);
    const cap = currentCap(e, today);
    return {
      id: e.id,
      offer_id: e.offerId,
      status,
      ...termsJson({ ...e, weeklyHoursCap: cap.weeklyHoursCap }),
      ...partiesJson({ ...e, ...row }),
      job: { id: e.jobId, title: row.jobTitle, skills: jobSkills, overlap_min_hours: jobOverlapMinHours },
      started_before_platform: e.startedBeforePlatform,
      trial_ends_on: trialEnd,
      trial_ends_at: trialEnd ? endOfDayIn(trialEnd, zone).toISOString() : null,
      in_trial: status === "active" && trialEnd !== null && today <= trialEnd,
      next_weekly_hours_cap: cap.next,
      next_cap_from: cap.from,
      ended_on: e.endedOn,
      ended_by: e.endedBy === "talent" || e.endedBy === "client" ? e.endedBy : null,
      end_reason: e.endedBy === viewer ? e.endReason : null,
      would_rehire: viewer === "client" ? e.wouldRehire : null,
      created_at: e.createdAt.toISOString(),
    };
  });
}

export async function engagementJson(db: Db, viewer: MemberKind, engagementId: number): Promise<Engagement> {
  const [one] = await engagementsWhere(db, viewer, eq(engagements.id, engagementId));
  return one!;
}
