import "server-only";

import { sql } from "drizzle-orm";

import { isZonedHours, type ZonedHours } from "@/lib/remote/overlap";

import { rowsOf } from "../db/raw-rows";
import { LISTED_PROFILE } from "../db/schema";
import type { Db } from "../db/types";
import type { OverlapOf } from "./overlap-memo";

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
 * The working hours of every listed profile, one row per distinct (time zone, start, end), found by skipping through
 * talent_profiles_listed_hours_idx: one index probe per distinct hours, however many talent share them, where a
 * `select distinct` over the matching talent read every match. A superset of the matches' hours is enough: the
 * search only looks hours up in it.
 */
const DISTINCT_LISTED_HOURS = sql`
  with recursive hours as (
    (select timezone, work_start, work_end from talent_profiles
     where ${LISTED_PROFILE} and timezone is not null and work_start is not null and work_end is not null
     order by timezone, work_start, work_end limit 1)
    union all
    select next.timezone, next.work_start, next.work_end from hours h
    cross join lateral (
      select timezone, work_start, work_end from talent_profiles
      where ${LISTED_PROFILE} and (timezone, work_start, work_end) > (h.timezone, h.work_start, h.work_end)
      order by timezone, work_start, work_end limit 1
    ) next
  )
  select timezone, work_start, work_end from hours`;

/**
 * The overlap of every distinct (time zone, start, end) among listed talent with the team's hours (`overlapOf`).
 *
 * Computed in JS, not SQL, over a bounded set: overlap depends only on those three columns, and talent share a few
 * hundred zones and a handful of usual hours, so even at 100,000 talent this is at most a few thousand calls of
 * lib/remote/overlap.ts, the one function the rest of the product uses (same DST and midnight rules, and a zone
 * Postgres does not know cannot fail the query). The search joins the table back in SQL to filter, sort and page.
 */
export async function overlapTable(db: Db, overlapOf: OverlapOf): Promise<OverlapRow[]> {
  const rows = await rowsOf<{ timezone: string; work_start: string; work_end: string }>(db, DISTINCT_LISTED_HOURS);
  const table: OverlapRow[] = [];
  for (const row of rows) {
    const hours = talentHours(row);
    if (hours) table.push({ tz: row.timezone, ws: row.work_start, we: row.work_end, hours: overlapOf(hours) });
  }
  return table;
}
