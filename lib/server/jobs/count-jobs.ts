import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import { TOTAL_CAP } from "@/lib/validation/bounded-total";

import { jobCounts, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { countFromFitTable, hasOnlyFitFilters } from "./count-fit";
import { hasLapsed, hasOnlyCountedFilters, jobFiltersWhere, type JobFilters } from "./job-filters";
import { sharedRead } from "./shared-read";
import { versionedCache } from "./versioned-cache";

/*
 * How the list's `total` avoids counting a million rows on every request:
 *
 * - No filter, or only category / job type / experience level: summed from `job_counts`
 *   (at most 36 rows), which triggers on `jobs` keep exact in the writing transaction.
 * - Eligibility or overlap, alone or with those three: summed from `job_fit_counts` (see count-fit.ts).
 * - Text, skill or rate filters: counted for real, up to TOTAL_CAP + 1 rows (the list says "10,000+"
 *   past it), once, then cached in this process keyed by the filters and `job_changes_seq` (bumped by
 *   the same triggers on every write), so any write
 *   invalidates it. The sequence moves before the writer commits, so a count taken in that gap
 *   can miss the new rows; the 60-second TTL bounds that staleness. Each instance keeps its
 *   own cache (no shared store to run), and concurrent misses for one key share one query.
 *   The trade-off: the first request for a new filter combination pays one indexed count, bounded.
 */
const cachedCount = versionedCache<number>(60_000, 1_000);

const countedFilters = (filters: JobFilters) =>
  and(
    filters.category === undefined ? undefined : eq(jobs.categoryId, filters.category),
    filters.job_type ? eq(jobs.jobType, filters.job_type) : undefined,
    filters.experience_level ? eq(jobs.experienceLevel, filters.experience_level) : undefined,
  );

// `job_counts` counts stored status; open jobs past their closing date are few (an index holds just the
// dated ones), so they are counted here and subtracted rather than kept in the table by a daily job.
async function countLapsed(db: Db, filters: JobFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(sql`${jobs.status} = 'open'`, hasLapsed, countedFilters(filters)));
  return row?.total ?? 0;
}

async function countFromTable(db: Db, filters: JobFilters): Promise<number> {
  const [stored, lapsed] = await Promise.all([countStoredOpen(db, filters), countLapsed(db, filters)]);
  return Math.max(0, stored - lapsed);
}

async function countStoredOpen(db: Db, filters: JobFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${jobCounts.openCount}), 0)` })
    .from(jobCounts)
    .where(
      and(
        filters.category === undefined ? undefined : eq(jobCounts.categoryId, filters.category),
        filters.job_type ? eq(jobCounts.jobType, filters.job_type) : undefined,
        filters.experience_level ? eq(jobCounts.experienceLevel, filters.experience_level) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

// Stops at one row past the cap: past it the list says "10,000+", so more matches cost nothing more.
async function countRows(db: Db, filters: JobFilters): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(jobs)
    .where(jobFiltersWhere(filters))
    .limit(TOTAL_CAP + 1)
    .as("matches");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return row?.total ?? 0;
}

async function readChangeVersion(db: Db): Promise<string> {
  const [row] = await db.select({ version: sql<string>`last_value::text` }).from(sql`job_changes_seq`);
  return row?.version ?? "0";
}

/**
 * `job_changes_seq`'s value: it moves on every write to `jobs` (by trigger), so it versions cached reads.
 * Every jobs page reads it first; requests arriving together share one read (see shared-read.ts), and each
 * still sees a value read after it arrived, so a write it saw committed is never answered from an older page.
 */
export const changeVersion = sharedRead(readChangeVersion);

// The date is part of the key: a closing date passing changes the answer without any write.
const cacheKey = (version: string, f: JobFilters) =>
  JSON.stringify([
    version,
    todayUtc(),
    f.search?.toLowerCase(),
    f.category,
    f.skills?.toSorted(),
    f.job_type,
    f.experience_level,
    f.rate_min,
    f.rate_max,
    f.eligible_country,
    f.min_overlap_hours,
    f.timezone,
    f.work_start,
    f.work_end,
  ]);

async function countCached(db: Db, filters: JobFilters): Promise<number> {
  return cachedCount(db, cacheKey(await changeVersion(db), filters), () => countRows(db, filters));
}

/**
 * The number of open jobs matching `filters`, without scanning them when it can be helped; `cached: false` skips the
 * cache. Exact from the tables, at most TOTAL_CAP + 1 when counted (the list caps both alike, see boundedTotal).
 */
export function countOpenJobs(
  db: Db,
  filters: JobFilters,
  { cached = true }: { cached?: boolean } = {},
): Promise<number> {
  if (hasOnlyCountedFilters(filters)) return countFromTable(db, filters);
  if (hasOnlyFitFilters(filters)) return countFromFitTable(db, filters);
  return cached ? countCached(db, filters) : countRows(db, filters);
}
