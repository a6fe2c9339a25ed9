import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { companyWeekOf } from "@/lib/timesheets/weeks";
import { timeEntryPatchSchema, type TimeEntry } from "@/lib/validation/timesheets";

import { timeEntries, timesheets, type TimeEntryRow } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { readJson } from "../http/json-body";
import { talentHourlyEngagement } from "./engagement";
import { timeEntryJson } from "./entry-json";
import { checkCap, checkEditable, checkWorkDate } from "./entry-rules";
import { lockWeek, lockWeeks } from "./lock-week";
import { recountWeek } from "./week-minutes";

const notFound = () => apiError("not_found", "Time entry not found.");

/** The entry on this engagement with its week's Monday; 404 for an entry of another engagement. */
async function entryWithWeek(tx: Db, engagementId: number, entryId: number) {
  const [row] = await tx
    .select({ entry: timeEntries, weekStart: timesheets.weekStart })
    .from(timeEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeEntries.timesheetId))
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.engagementId, engagementId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The entry again, under its week's lock: one moved to another week between the first read and the lock (by another
 * tab) answers 409 rather than being written against the wrong week.
 */
async function lockedEntry(tx: Db, entryId: number, timesheetId: number): Promise<TimeEntryRow> {
  const [row] = await tx.select().from(timeEntries).where(eq(timeEntries.id, entryId)).for("update");
  if (!row) throw notFound();
  if (row.timesheetId !== timesheetId) {
    throw apiError("conflict", "This entry changed meanwhile: reload the week and try again.");
  }
  return row;
}

/**
 * Changes an entry of an open or disputed week. Moved to another day, it is checked against both weeks: the one it
 * leaves must still take changes, the one it joins must too, and within its cap.
 */
export async function changeTimeEntry(
  db: Db,
  talentId: number,
  engagementId: number,
  entryId: number,
  request: Request,
  now: Date = new Date(),
): Promise<TimeEntry> {
  const patch = timeEntryPatchSchema.parse(await readJson(request));
  const engagement = await talentHourlyEngagement(db, talentId, engagementId);
  return db.transaction(async (tx) => {
    const first = await entryWithWeek(tx, engagementId, entryId);
    const moved = patch.work_date !== undefined && patch.work_date !== first.entry.workDate;
    if (moved) checkWorkDate(engagement, patch.work_date!, now);
    const newWeekStart = moved
      ? companyWeekOf(patch.work_date!, engagement.talentZone, engagement.companyZone)
      : first.weekStart;
    const [from, to] = await lockWeeks(tx, engagementId, [first.weekStart, newWeekStart]);
    const entry = await lockedEntry(tx, entryId, from.id);
    checkEditable(from);
    checkEditable(to);
    const minutes = patch.minutes ?? entry.minutes;
    const base = from.id === to.id ? to.minutes - entry.minutes : to.minutes;
    checkCap(engagement, to, base + minutes);
    const [changed] = await tx
      .update(timeEntries)
      .set({
        timesheetId: to.id,
        workDate: patch.work_date ?? entry.workDate,
        minutes,
        description: patch.description ?? entry.description,
        updatedAt: sql`now()`,
      })
      .where(eq(timeEntries.id, entryId))
      .returning();
    await recountWeek(tx, to.id);
    if (from.id !== to.id) await recountWeek(tx, from.id);
    return timeEntryJson(changed!);
  });
}

/** Deletes an entry of an open or disputed week. */
export async function deleteTimeEntry(db: Db, talentId: number, engagementId: number, entryId: number): Promise<void> {
  await talentHourlyEngagement(db, talentId, engagementId);
  await db.transaction(async (tx) => {
    const { weekStart } = await entryWithWeek(tx, engagementId, entryId);
    const week = await lockWeek(tx, engagementId, weekStart);
    await lockedEntry(tx, entryId, week.id);
    checkEditable(week);
    await tx.delete(timeEntries).where(eq(timeEntries.id, entryId));
    await recountWeek(tx, week.id);
  });
}
