import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";

import { GET as listRoute } from "@/app/api/jobs/route";
import { jobs } from "@/lib/server/db/schema";
import { seedDemoData } from "@/lib/server/db/seed";
import type { Db } from "@/lib/server/db/types";

import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const BYPASS = { "x-bench-cache": "bypass" };
const totals = async (query: string, headers: Record<string, string> = {}) =>
  (await call(listRoute, { path: `/api/jobs${query}`, headers })).body.meta.total as number;

/** Closes one open job, then moves `job_changes_seq` back, so the caches cannot tell anything changed. */
async function closeOneJobUnseen(db: Db): Promise<void> {
  const rows = (await db.execute(sql`select last_value::text as v from job_changes_seq`)) as unknown as {
    rows: { v: string }[];
  };
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(sql`status = 'open' and hires_anywhere`)
    .limit(1);
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, job!.id));
  await db.execute(sql`select setval('job_changes_seq', ${rows.rows[0]!.v}::bigint)`);
}

describeOnEachDatabase("the bench's cache bypass on GET /api/jobs", ({ db }) => {
  beforeAll(async () => {
    await seedDemoData(db());
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("reads the page and its total afresh when the server allows it and the request asks", async () => {
    vi.stubEnv("BENCH_CACHE_BYPASS", "1");
    const query = "?eligible_country=NG&per_page=50";
    const before = await totals(query);
    await closeOneJobUnseen(db());
    expect(await totals(query)).toBe(before); // the cached page, still
    expect(await totals(query, BYPASS)).toBe(before - 1);
  });

  it("ignores the header on a server without BENCH_CACHE_BYPASS=1", async () => {
    vi.stubEnv("BENCH_CACHE_BYPASS", "");
    const query = "?search=engineer&per_page=50";
    const before = await totals(query);
    await closeOneJobUnseen(db());
    expect(await totals(query, BYPASS)).toBe(before);
  });
});
