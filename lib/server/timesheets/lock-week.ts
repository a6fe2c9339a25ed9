import "server-only";

import { and, eq } from "drizzle-orm";

import { timesheets, type TimesheetRow } from "../db/schema";
import type { Db } from "../db/types";

/**
 * The engagement's week, created on its first entry and locked for the rest of `tx`: every write to a week's entries
 * holds this lock, so two entries at once are checked against the cap one after the other, and `minutes` (the sum of
 * the entries) moves with them. A concurrent first entry waits on the other's insert, then finds its row.
 */
export async function lockWeek(tx: Db, engagementId: number, weekStart: string): Promise<TimesheetRow> {
  await tx.insert(timesheets).values({ engagementId, weekStart }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.engagementId, engagementId), eq(timesheets.weekStart, weekStart)))
    .for("update");
  return row!;
}

/** Both weeks of an entry moved from one to the other, locked in date order so two such moves never deadlock. */
export async function lockWeeks(
  tx: Db,
  engagementId: number,
  [a, b]: [string, string],
): Promise<[TimesheetRow, TimesheetRow]> {
  if (a === b) {
    const row = await lockWeek(tx, engagementId, a);
    return [row, row];
  }
  const [first, second] = a < b ? [a, b] : [b, a];
  const lockedFirst = await lockWeek(tx, engagementId, first);
  const lockedSecond = await lockWeek(tx, engagementId, second);
  return a < b ? [lockedFirst, lockedSecond] : [lockedSecond, lockedFirst];
}
