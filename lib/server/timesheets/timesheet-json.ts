import "server-only";

import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";

import { capForWeek, submitDeadline, weekEndOf } from "@/lib/timesheets/weeks";
import type { TimeEntry, Timesheet } from "@/lib/validation/timesheets";

import { companies, engagements, jobs, talentProfiles, talents, timeEntries, timesheets } from "../db/schema";
import type { Db } from "../db/types";
import { timeEntryJson } from "./entry-json";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The order of a list: the talent's and client's newest week first, the managers' oldest dispute first. */
export const NEWEST_WEEK_FIRST = [desc(timesheets.weekStart), desc(timesheets.id)];
export const OLDEST_REVIEW_FIRST = [asc(timesheets.reviewedAt), asc(timesheets.id)];

/** Weeks with their engagement's people, the cap in force that week, their deadlines and their entries by day. */
export async function timesheetsWhere(
  db: Db,
  where: SQL | undefined,
  { order = NEWEST_WEEK_FIRST, limit }: { order?: SQL[]; limit?: number } = {},
) {
  const query = db
    .select({
      week: timesheets,
      engagement: {
        id: engagements.id,
        weeklyHoursCap: engagements.weeklyHoursCap,
        nextWeeklyHoursCap: engagements.nextWeeklyHoursCap,
        nextCapFrom: engagements.nextCapFrom,
      },
      jobTitle: jobs.title,
      company: { id: companies.id, name: companies.name, timezone: companies.timezone },
      talent: { id: talents.id, firstName: talents.firstName, lastName: talents.lastName },
      talentZone: talentProfiles.timezone,
    })
    .from(timesheets)
    .innerJoin(engagements, eq(engagements.id, timesheets.engagementId))
    .innerJoin(jobs, eq(jobs.id, engagements.jobId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(talents, eq(talents.id, engagements.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, engagements.talentId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  const entries = await entriesOf(
    db,
    rows.map((row) => row.week.id),
  );
  return rows.map(({ week, engagement, company, talent, ...row }): Timesheet => {
    const zone = company.timezone ?? "UTC";
    return {
      id: week.id,
      engagement: {
        id: engagement.id,
        job_title: row.jobTitle,
        talent: { id: talent.id, name: `${talent.firstName} ${talent.lastName}`, timezone: row.talentZone },
        company: { id: company.id, name: company.name, timezone: zone },
      },
      week_start: week.weekStart,
      week_end: weekEndOf(week.weekStart),
      status: week.status,
      minutes: week.minutes,
      weekly_hours_cap: capForWeek(engagement, week.weekStart),
      submit_deadline: submitDeadline(week.weekStart, zone).toISOString(),
      submitted_at: iso(week.submittedAt),
      auto_submitted: week.autoSubmitted,
      review_deadline: iso(week.reviewDeadline),
      reviewed_at: iso(week.reviewedAt),
      auto_approved: week.autoApproved,
      dispute_reason: week.disputeReason,
      entries: entries.get(week.id) ?? [],
    };
  });
}

async function entriesOf(db: Db, timesheetIds: number[]): Promise<Map<number, TimeEntry[]>> {
  const byWeek = new Map<number, TimeEntry[]>();
  if (timesheetIds.length === 0) return byWeek;
  const rows = await db
    .select()
    .from(timeEntries)
    .where(inArray(timeEntries.timesheetId, timesheetIds))
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.id));
  for (const row of rows) {
    const list = byWeek.get(row.timesheetId) ?? [];
    list.push(timeEntryJson(row));
    byWeek.set(row.timesheetId, list);
  }
  return byWeek;
}

export async function timesheetJson(db: Db, timesheetId: number): Promise<Timesheet> {
  const [one] = await timesheetsWhere(db, eq(timesheets.id, timesheetId));
  return one!;
}
