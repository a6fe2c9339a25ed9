import "server-only";

import { and, asc, eq } from "drizzle-orm";

import { isMonday } from "@/lib/timesheets/weeks";
import { searchParamsToObject } from "@/lib/validation/search-params";
import { timeEntriesQuerySchema, type TimeEntry } from "@/lib/validation/timesheets";

import { timeEntries, timesheets } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";
import { talentHourlyEngagement } from "./engagement";
import { timeEntryJson } from "./entry-json";

/** The talent's entries on an hourly engagement, by day: all of them, or one company week's (`?week=` its Monday). */
export async function listTimeEntries(
  db: Db,
  talentId: number,
  engagementId: number,
  searchParams: URLSearchParams,
): Promise<TimeEntry[]> {
  const { week } = timeEntriesQuerySchema.parse(searchParamsToObject(searchParams));
  if (week !== undefined && !isMonday(week)) {
    throw validationFailed({ week: ["week must be a Monday (YYYY-MM-DD): the week's first day, company time."] });
  }
  await talentHourlyEngagement(db, talentId, engagementId);
  const rows = await db
    .select({ entry: timeEntries })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .where(
      and(eq(timeEntries.engagementId, engagementId), week === undefined ? undefined : eq(timesheets.weekStart, week)),
    )
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.id));
  return rows.map((row) => timeEntryJson(row.entry));
}
