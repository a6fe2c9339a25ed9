import { eq } from "drizzle-orm";

import {
  DELETE as deleteEntryRoute,
  PATCH as patchEntryRoute,
} from "@/app/api/talent/engagements/[id]/time-entries/[entry_id]/route";
import { POST as addEntryRoute } from "@/app/api/talent/engagements/[id]/time-entries/route";
import { addDays, todayIn } from "@/lib/engagements/calendar-days";
import { talentProfiles, timeEntries, timesheets } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import type { TimesheetStatus } from "@/lib/timesheets/states";
import { mondayOf, reviewDeadline, submitDeadline } from "@/lib/timesheets/weeks";

import { call } from "./api-client";
import { engaged } from "./offers";

type Engaged = Awaited<ReturnType<typeof engaged>>;

/** The Monday of the company week `weeksAgo` weeks before the current one (0: this week), in `zone`. */
export const mondayWeeksAgo = (weeksAgo: number, zone = "UTC") => addDays(mondayOf(todayIn(zone)), -7 * weeksAgo);

/**
 * An hourly engagement (cap 40 h unless told) that began `startedWeeksAgo` weeks back (a Monday, company time), with
 * the company in `companyZone` and the talent in `talentZone`.
 */
export async function hourlyEngagement(
  db: Db,
  {
    companyZone = "UTC",
    talentZone = "UTC",
    startedWeeksAgo = 6,
    terms = {},
  }: { companyZone?: string; talentZone?: string; startedWeeksAgo?: number; terms?: Record<string, unknown> } = {},
): Promise<Engaged> {
  const e = await engaged(
    db,
    { weekly_hours_cap: 40, start_date: mondayWeeksAgo(startedWeeksAgo, companyZone), trial_days: 0, ...terms },
    { timezone: companyZone },
  );
  await db.update(talentProfiles).set({ timezone: talentZone }).where(eq(talentProfiles.talentId, e.talent.id));
  return e;
}

/**
 * A week written straight into the database, with entries (a day each, Monday on) that add up to `minutes`, in the
 * given status and with the times that status carries: submitted at the week's submit deadline unless told, its
 * review deadline three days on; approved or disputed when that deadline came.
 */
export async function loggedWeek(
  db: Db,
  engagement: { engagementId: number } | number,
  {
    weekStart,
    minutes = 600,
    status = "open",
    companyZone = "UTC",
    submittedAt,
    disputeReason = "The hours on Tuesday look double-counted.",
  }: {
    weekStart: string;
    minutes?: number;
    status?: TimesheetStatus;
    companyZone?: string;
    submittedAt?: Date;
    disputeReason?: string;
  },
) {
  const engagementId = typeof engagement === "number" ? engagement : engagement.engagementId;
  const submitted = status === "open" ? null : (submittedAt ?? submitDeadline(weekStart, companyZone));
  const deadline = submitted ? reviewDeadline(submitted) : null;
  const [week] = await db
    .insert(timesheets)
    .values({
      engagementId,
      weekStart,
      status,
      minutes,
      submittedAt: submitted,
      reviewDeadline: deadline,
      reviewedAt: status === "approved" || status === "disputed" ? deadline : null,
      disputeReason: status === "disputed" ? disputeReason : null,
    })
    .returning();
  const days: number[] = [];
  for (let left = minutes; left > 0; left -= 480) days.push(Math.min(480, left));
  if (days.length > 7) throw new Error("loggedWeek: at most 7 days of 8 hours");
  if (days.length > 0) {
    await db.insert(timeEntries).values(
      days.map((dayMinutes, day) => ({
        timesheetId: week!.id,
        engagementId,
        workDate: addDays(weekStart, day),
        minutes: dayMinutes,
        description: `Work on day ${day + 1}`,
      })),
    );
  }
  return week!;
}

export const entryParams = (engagementId: number, entryId?: number): Record<string, string> =>
  entryId === undefined ? { id: String(engagementId) } : { id: String(engagementId), entry_id: String(entryId) };

/** POST …/time-entries as the talent. */
export const logTime = (
  token: string,
  engagementId: number,
  json: { work_date: string; minutes: number; description?: string } | Record<string, unknown>,
) =>
  call(addEntryRoute, {
    token,
    params: entryParams(engagementId),
    path: `/api/talent/engagements/${engagementId}/time-entries`,
    json: { description: "Built the billing screens", ...json },
  });

export const patchEntry = (token: string, engagementId: number, entryId: number, json: unknown) =>
  call(patchEntryRoute, {
    token,
    method: "PATCH",
    params: entryParams(engagementId, entryId),
    path: `/api/talent/engagements/${engagementId}/time-entries/${entryId}`,
    json,
  });

export const deleteEntry = (token: string, engagementId: number, entryId: number) =>
  call(deleteEntryRoute, {
    token,
    method: "DELETE",
    params: entryParams(engagementId, entryId),
    path: `/api/talent/engagements/${engagementId}/time-entries/${entryId}`,
  });
