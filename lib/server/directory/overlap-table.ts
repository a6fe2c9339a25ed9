import "server-only";

import { sql, type SQL } from "drizzle-orm";

import { isZonedHours, type ZonedHours } from "@/lib/remote/overlap";

import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";
import type { OverlapOf } from "./overlap-memo";
import { DIRECTORY_FROM } from "./talent-filters";

/** A talent's zoned hours from their profile columns, or null when incomplete or not a zone this runtime knows. */
export function talentHours(row: {
  timezone: string | null;
  work_start: string | null;
  work_end: string | null;
}): ZonedHours | null {
  const hours = {
    timezone: row.timezone ?? undefined,
    start: row.work_start ?? undefined,
    end: row.work_end ?? undefined,
  };
  return isZonedHours(hours) ? hours : null;
}

export type OverlapRow = { tz: string; ws: string; we: string; hours: number };

/**
 * The overlap of every distinct (time zone, start, end) among the matching talent with the team's hours (`overlapOf`).
 *
 * Computed in JS, not SQL, over a bounded set: overlap depends only on those three columns, and talent share a few
 * hundred zones and a handful of usual hours, so even at 100,000 talent this is at most a few thousand calls of
 * lib/remote/overlap.ts, the one function the rest of the product uses (same DST and midnight rules, and a zone
 * Postgres does not know cannot fail the query). The search joins the table back in SQL to filter, sort and page.
 */
export async function overlapTable(db: Db, where: SQL, overlapOf: OverlapOf): Promise<OverlapRow[]> {
  const rows = await rowsOf<{ timezone: string; work_start: string; work_end: string }>(
    db,
    sql`
    select distinct p.timezone, p.work_start, p.work_end from ${DIRECTORY_FROM}
    where ${where} and p.timezone is not null and p.work_start is not null and p.work_end is not null`,
  );
  const table: OverlapRow[] = [];
  for (const row of rows) {
    const hours = talentHours(row);
    if (hours) table.push({ tz: row.timezone, ws: row.work_start, we: row.work_end, hours: overlapOf(hours) });
  }
  return table;
}
