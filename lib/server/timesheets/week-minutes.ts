import "server-only";

import { eq, sql } from "drizzle-orm";

import { timeEntries, timesheets } from "../db/schema";
import type { Db } from "../db/types";

/** Sets a locked week's `minutes` to the sum of its entries, in the transaction that changed them. */
export async function recountWeek(tx: Db, timesheetId: number): Promise<void> {
  await tx
    .update(timesheets)
    .set({
      minutes: sql`(select coalesce(sum(${timeEntries.minutes}), 0) from ${timeEntries} where ${timeEntries.timesheetId} = ${timesheetId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(timesheets.id, timesheetId));
}
