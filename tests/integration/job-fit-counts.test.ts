import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { jobs } from "@/lib/server/db/schema";
import { seedDemoData } from "@/lib/server/db/seed";
import { seedGeneratedJobs } from "@/lib/server/db/seed/generated-jobs";
import { hasOnlyFitFilters } from "@/lib/server/jobs/count-fit";
import { countOpenJobs } from "@/lib/server/jobs/count-jobs";
import { jobFiltersWhere, type JobFilters } from "@/lib/server/jobs/job-filters";
import { jobsQuerySchema } from "@/lib/validation/jobs";

import { describeOnEachDatabase } from "../support/test-db";

const LAGOS = { min_overlap_hours: "3", timezone: "Africa/Lagos", work_start: "09:00", work_end: "17:00" };
const MANILA_NIGHT = { min_overlap_hours: "2", timezone: "Asia/Manila", work_start: "22:00", work_end: "06:00" };
const CASES: Record<string, string>[] = [
  { eligible_country: "NG" },
  { eligible_country: "DE" },
  { eligible_country: "US", category: "1" },
  LAGOS,
  MANILA_NIGHT,
  { ...LAGOS, eligible_country: "DE", job_type: "full_time" },
  { ...MANILA_NIGHT, experience_level: "senior" },
];
const filtersOf = (params: Record<string, string>): JobFilters => jobsQuerySchema.parse(params);

describeOnEachDatabase("eligibility and overlap totals from job_fit_counts", ({ db }) => {
  const counted = async (filters: JobFilters) => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(jobFiltersWhere(filters));
    return row!.n;
  };
  const expectExact = async () => {
    const [sums] = await db()
      .select({
        table: sql<number>`(select coalesce(sum(open_count), 0)::int from job_fit_counts)`,
        jobs: sql<number>`(select count(*)::int from jobs where status = 'open')`,
      })
      .from(sql`(select 1) one`);
    expect(sums!.table).toBe(sums!.jobs);
    for (const params of CASES) {
      const filters = filtersOf(params);
      expect(hasOnlyFitFilters(filters)).toBe(true);
      expect([params, await countOpenJobs(db(), filters, { cached: false })]).toEqual([params, await counted(filters)]);
    }
  };

  beforeAll(async () => {
    await seedDemoData(db());
    await seedGeneratedJobs(db(), 3_000);
  });

  it("equals a count of the jobs after seeding", async () => {
    await expectExact();
  });

  it("stays exact through closing, reopening, lapsing, moving and deleting jobs", async () => {
    const some = (
      await db()
        .select({ id: jobs.id })
        .from(jobs)
        .where(sql`overlap_timezone is not null or not hires_anywhere`)
        .limit(60)
    ).map((r) => r.id);
    await db()
      .update(jobs)
      .set({ status: "closed" })
      .where(inArray(jobs.id, some.slice(0, 20)));
    await db()
      .update(jobs)
      .set({ validThrough: "2020-01-01" })
      .where(inArray(jobs.id, some.slice(20, 30)));
    await db()
      .update(jobs)
      .set({ validThrough: "2020-01-01" })
      .where(sql`id in (select id from jobs where hires_anywhere and status = 'open' limit 15)`);
    await db()
      .update(jobs)
      .set({ overlapTimezone: "Asia/Manila", overlapStart: "20:00", overlapEnd: "04:00", overlapMinHours: 2 })
      .where(inArray(jobs.id, some.slice(30, 40)));
    await db()
      .delete(jobs)
      .where(inArray(jobs.id, some.slice(40, 50)));
    await db().update(jobs).set({ status: "open" }).where(eq(jobs.id, some[0]!));
    await expectExact();
  });
});
