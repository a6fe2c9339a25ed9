import "server-only";

import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { ZonedHours } from "@/lib/remote/overlap";

import { jobs } from "../db/schema";
import type { JobFilters } from "./job-filters";

/*
 * The board's remote-fit filters, and how they stay fast at a million jobs:
 *
 * - Eligibility reads `hires_anywhere or eligible_countries @> array[cc]`. Most jobs hire from anywhere, so
 *   walking the posted-order partial index (jobs_open_posted_idx) newest first finds a page's worth of passing
 *   rows within a few dozen entries and `limit` stops there. When few jobs pass (a rare country), the planner
 *   can instead read the country's entries from the GIN index jobs_open_eligible_countries_gin, which holds
 *   only open jobs that do not hire from anywhere.
 * - Overlap: jobs without a required overlap (the great majority) pass on `overlap_timezone is null` before
 *   any time arithmetic; only jobs with one compute the shared hours, a handful of `at time zone`
 *   conversions per row, again under the posted-order index and `limit`.
 * - The total for either filter counts rows (see count-jobs.ts): once per filter combination and version of
 *   `jobs`, then served from the per-instance cache, like the text and skill filters.
 */

/** Jobs that can hire a talent from the country `code`. */
export const eligibleFrom = (code: string): SQL =>
  sql`(${jobs.hiresAnywhere} or ${jobs.eligibleCountries} @> array[${code}]::text[])`;

/** The hours the board's overlap filter compares with, when all four parameters came (the schema allows all or none). */
export function givenHours(filters: JobFilters): (ZonedHours & { minHours: number }) | undefined {
  const { min_overlap_hours: minHours, timezone, work_start: start, work_end: end } = filters;
  if (minHours === undefined || !timezone || !start || !end) return undefined;
  return { timezone, start, end, minHours };
}

/** The instant a wall-clock time on `day` (a SQL date) has in `zone`: Postgres applies the zone's DST rules. */
const zonedInstant = (day: SQL, time: SQL, zone: SQL) => sql`((${day} + ${time}::time) at time zone ${zone})`;

/** Where a row keeps a job's required overlap: `jobs` itself, or `job_fit_counts` (count-fit.ts). */
export type OverlapColumns = { timezone: SQL | AnyPgColumn; start: SQL | AnyPgColumn; end: SQL | AnyPgColumn };
const JOB_OVERLAP: OverlapColumns = { timezone: jobs.overlapTimezone, start: jobs.overlapStart, end: jobs.overlapEnd };

/**
 * Jobs with no required overlap, or whose working hours share at least `minHours` with the given hours on
 * `date` (UTC): the given working day is compared with the job's days before, on and after it, each in its own
 * zone's DST rules, and an end not after the start crosses midnight. It computes what lib/remote/overlap.ts's
 * `overlapHours(given, job's hours, date)` does, so the board and the job page agree.
 */
export function meetsOverlap(
  hours: ZonedHours & { minHours: number },
  date: string,
  job: OverlapColumns = JOB_OVERLAP,
): SQL {
  const day = sql`${date}::date`;
  const givenEndDay = hours.end <= hours.start ? sql`(${day} + 1)` : day;
  const givenStart = zonedInstant(day, sql`${hours.start}`, sql`${hours.timezone}`);
  const givenEnd = zonedInstant(givenEndDay, sql`${hours.end}`, sql`${hours.timezone}`);
  const jobEndShift = sql`(case when ${job.end} <= ${job.start} then 1 else 0 end)`;
  const sharedSeconds = [-1, 0, 1].map((shift) => {
    const jobStart = zonedInstant(sql`(${day} + ${shift}::int)`, sql`${job.start}`, sql`${job.timezone}`);
    const jobEnd = zonedInstant(sql`(${day} + ${shift}::int + ${jobEndShift})`, sql`${job.end}`, sql`${job.timezone}`);
    return sql`greatest(0, extract(epoch from least(${givenEnd}, ${jobEnd}) - greatest(${givenStart}, ${jobStart})))`;
  });
  return sql`(${job.timezone} is null or (${sql.join(sharedSeconds, sql` + `)}) >= ${hours.minHours * 3600})`;
}
