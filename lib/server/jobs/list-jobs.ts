import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { JobsPage, JobsQuery } from "@/lib/validation/jobs";
import type { Db } from "../db/types";
import { jobs } from "../db/schema";
import { countOpenJobs } from "./count-jobs";
import { jobFiltersWhere } from "./job-filters";
import { jobColumns, toJob } from "./job-row";

// Each order ends in `id` so pages are stable, and matches a partial index in schema/jobs.ts
// exactly (directions and NULLS placement), so `limit` stops after reading one page of entries.
const ORDER_BY: Record<JobsQuery["sort"], SQL[]> = {
  newest: [sql`${jobs.postedAt} desc`, sql`${jobs.id} desc`],
  rate_high: [sql`${jobs.rateMax} desc`, sql`${jobs.id} desc`],
  rate_low: [sql`${jobs.rateMin} asc`, sql`${jobs.id} asc`],
};

/** One page of open jobs matching the query, with the true total (see count-jobs.ts). */
export async function listJobs(db: Db, query: JobsQuery): Promise<JobsPage> {
  const { page, per_page: perPage, sort, ...filters } = query;
  const total = await countOpenJobs(db, filters);
  const meta = { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
  const offset = (page - 1) * perPage;
  // Past the end: nothing to read, and no deep offset scan.
  if (offset >= total) return { data: [], meta };

  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(jobFiltersWhere(filters))
    .orderBy(...ORDER_BY[sort])
    .limit(perPage)
    .offset(offset);
  return { data: rows.map(toJob), meta };
}
