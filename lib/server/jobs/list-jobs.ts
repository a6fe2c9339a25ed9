import "server-only";

import { eq, sql, type SQL } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import { boundedTotal, TOTAL_CAP } from "@/lib/validation/bounded-total";
import type { JobsPage, JobsQuery } from "@/lib/validation/jobs";

import { companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { changeVersion, countOpenJobs } from "./count-jobs";
import { jobFiltersWhere } from "./job-filters";
import { jobColumns, toJob } from "./job-row";
import { passesCap, readsByOrder, searchTermBound } from "./search-terms";
import { versionedCache } from "./versioned-cache";

// Each order ends in `id` so pages are stable, and matches a partial index in schema/jobs.ts
// exactly (directions and NULLS placement), so `limit` stops after reading one page of entries.
const ORDER_BY: Record<JobsQuery["sort"], SQL[]> = {
  newest: [sql`${jobs.postedAt} desc`, sql`${jobs.id} desc`],
  rate_high: [sql`${jobs.rateMax} desc`, sql`${jobs.id} desc`],
  rate_low: [sql`${jobs.rateMin} asc`, sql`${jobs.id} asc`],
};

/*
 * Pages already read, keyed by the query and `job_changes_seq` (see count-jobs.ts): a request whose page was
 * read since the last write to `jobs` costs one sequence read instead of the count and the list. Any write
 * moves the sequence, so it is never served stale past it, except a read in the moment between a writer's
 * sequence bump and its commit, which the 5-second TTL bounds. Each instance keeps its own; concurrent misses share one read.
 */
const cachedPage = versionedCache<JobsPage>(5_000, 500);

const pageKey = (version: string, q: JobsQuery) =>
  JSON.stringify([
    version,
    todayUtc(),
    q.page,
    q.per_page,
    q.sort,
    q.search?.toLowerCase(),
    q.category,
    q.skills?.toSorted(),
    q.job_type,
    q.experience_level,
    q.rate_min,
    q.rate_max,
    q.eligible_country,
    q.min_overlap_hours,
    q.timezone,
    q.work_start,
    q.work_end,
  ]);

/** `cached: false` reads the page and its total afresh (the bench's cold curve, see bench-cache-bypass.ts). */
export type JobReadOptions = { cached?: boolean };

/** One page of open jobs matching the query, with the total exact up to TOTAL_CAP (see count-jobs.ts). */
export async function listJobs(db: Db, query: JobsQuery, { cached = true }: JobReadOptions = {}): Promise<JobsPage> {
  if (!cached) return readPage(db, query, { cached });
  return cachedPage(db, pageKey(await changeVersion(db), query), () => readPage(db, query, { cached }));
}

async function readPage(db: Db, query: JobsQuery, options: JobReadOptions): Promise<JobsPage> {
  const { page, per_page: perPage, sort, ...filters } = query;
  // A one-word search: whether its word is common enough to skip the count and read the page by the sort's index.
  const bound = await searchTermBound(db, filters);
  const counted = passesCap(bound) ? TOTAL_CAP + 1 : await countOpenJobs(db, filters, options);
  const meta = { page, per_page: perPage, ...boundedTotal(counted, perPage) };
  const offset = (page - 1) * perPage;
  // Past the end, or past the pages the capped total reaches: nothing to read, and no deep offset scan.
  if (offset >= meta.total) return { data: [], meta };

  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(jobFiltersWhere(filters, { textAsFilter: readsByOrder(bound, offset + perPage) }))
    .orderBy(...ORDER_BY[sort])
    .limit(perPage)
    .offset(offset);
  return { data: rows.map(toJob), meta };
}
