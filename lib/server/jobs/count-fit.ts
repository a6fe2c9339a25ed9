import "server-only";

import { and, eq, sql, type SQL } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";

import { jobFitCounts, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { hasLapsed, isOpen, toPrefixTsQuery, type JobFilters } from "./job-filters";
import { givenHours, meetsOverlap } from "./remote-fit-filters";

/*
 * The total for the eligibility and overlap filters (alone or with category / type / level) without counting jobs:
 *
 * - `job_fit_counts` holds open jobs per (category, type, level, hires anywhere, required overlap), kept exact by
 *   the triggers on `jobs` in the writing transaction; a few hundred rows, since jobs share a handful of overlaps.
 *   The overlap filter is the same SQL as the list's (remote-fit-filters.ts), evaluated once per group.
 * - Eligibility: the groups that hire from anywhere, plus the jobs that hire from a list holding the country,
 *   counted through the partial GIN index over open, restricted jobs (jobs_open_eligible_countries_gin).
 * - Open jobs past their closing date are stored open, so counted in the table: the few of them that match are
 *   subtracted (jobs_open_valid_through_idx), as count-jobs.ts does for job_counts.
 */

/** True when the eligibility or overlap filter is given and nothing else that needs rows (text, skills, rate). */
export function hasOnlyFitFilters(filters: JobFilters): boolean {
  return (
    toPrefixTsQuery(filters.search) === undefined &&
    (filters.skills?.length ?? 0) === 0 &&
    filters.rate_min === undefined &&
    filters.rate_max === undefined &&
    (filters.eligible_country !== undefined || givenHours(filters) !== undefined)
  );
}

const FIT_OVERLAP = {
  timezone: jobFitCounts.overlapTimezone,
  start: jobFitCounts.overlapStart,
  end: jobFitCounts.overlapEnd,
};

async function sumGroups(db: Db, filters: JobFilters, overlap: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${jobFitCounts.openCount}), 0)` })
    .from(jobFitCounts)
    .where(
      and(
        filters.category === undefined ? undefined : eq(jobFitCounts.categoryId, filters.category),
        filters.job_type ? eq(jobFitCounts.jobType, filters.job_type) : undefined,
        filters.experience_level ? eq(jobFitCounts.experienceLevel, filters.experience_level) : undefined,
        filters.eligible_country ? eq(jobFitCounts.hiresAnywhere, true) : undefined,
        overlap,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Category, type and level on `jobs`. */
const jobsCounted = (filters: JobFilters) =>
  and(
    filters.category === undefined ? undefined : eq(jobs.categoryId, filters.category),
    filters.job_type ? eq(jobs.jobType, filters.job_type) : undefined,
    filters.experience_level ? eq(jobs.experienceLevel, filters.experience_level) : undefined,
  );

async function countJobs(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(where);
  return row?.total ?? 0;
}

/** The number of open jobs matching eligibility / overlap (and category, type, level): see the note above. */
export async function countFromFitTable(db: Db, filters: JobFilters): Promise<number> {
  const hours = givenHours(filters);
  const date = todayUtc();
  const jobOverlap = hours ? meetsOverlap(hours, date) : undefined;
  const [groups, restricted, lapsed] = await Promise.all([
    sumGroups(db, filters, hours ? meetsOverlap(hours, date, FIT_OVERLAP) : undefined),
    // Stated as the partial GIN index's predicate plus `@>`, so the planner reads just the country's entries.
    filters.eligible_country
      ? countJobs(
          db,
          and(
            isOpen,
            sql`not ${jobs.hiresAnywhere}`,
            sql`${jobs.eligibleCountries} @> array[${filters.eligible_country}]::text[]`,
            jobsCounted(filters),
            jobOverlap,
          ),
        )
      : 0,
    countJobs(
      db,
      and(
        sql`${jobs.status} = 'open'`,
        hasLapsed,
        jobsCounted(filters),
        // Only the groups' jobs: the restricted count above already leaves lapsed jobs out.
        filters.eligible_country ? eq(jobs.hiresAnywhere, true) : undefined,
        jobOverlap,
      ),
    ),
  ]);
  return Math.max(0, groups + restricted - lapsed);
}
