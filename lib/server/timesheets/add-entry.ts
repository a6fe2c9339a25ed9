import "server-only";

import { companyWeekOf } from "@/lib/timesheets/weeks";
import { timeEntryRequestSchema, type TimeEntry } from "@/lib/validation/timesheets";

import { timeEntries } from "../db/schema";
import type { Db } from "../db/types";
import { readJson } from "../http/json-body";
import { talentHourlyEngagement } from "./engagement";
import { timeEntryJson } from "./entry-json";
import { checkCap, checkEditable, checkWorkDate } from "./entry-rules";
import { lockWeek } from "./lock-week";
import { recountWeek } from "./week-minutes";

/** The talent logs time on a day of an hourly engagement, into the company week that day belongs to. */
export async function addTimeEntry(
  db: Db,
  talentId: number,
  engagementId: number,
  request: Request,
  now: Date = new Date(),
): Promise<TimeEntry> {
  const body = timeEntryRequestSchema.parse(await readJson(request));
  const engagement = await talentHourlyEngagement(db, talentId, engagementId);
  checkWorkDate(engagement, body.work_date, now);
  const weekStart = companyWeekOf(body.work_date, engagement.talentZone, engagement.companyZone);
  return db.transaction(async (tx) => {
    const week = await lockWeek(tx, engagementId, weekStart);
    checkEditable(week);
    checkCap(engagement, week, week.minutes + body.minutes);
    const [entry] = await tx
      .insert(timeEntries)
      .values({
        timesheetId: week.id,
        engagementId,
        workDate: body.work_date,
        minutes: body.minutes,
        description: body.description,
      })
      .returning();
    await recountWeek(tx, week.id);
    return timeEntryJson(entry!);
  });
}
