import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as listRoute } from "@/app/api/jobs/route";
import { jobs } from "@/lib/server/db/schema";
import { seedDemoData } from "@/lib/server/db/seed";
import { DEMO_JOBS } from "@/lib/server/db/seed/demo-jobs";
import { jobFiltersWhere } from "@/lib/server/jobs/job-filters";
import type { Job } from "@/lib/validation/jobs";

import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const list = (query: string) => call(listRoute, { path: `/api/jobs${query}` });
const demoWith = (names: string[]) => DEMO_JOBS.filter((job) => job.skills.some((skill) => names.includes(skill)));

describeOnEachDatabase("the board's skill filter: aliases and prefixes", ({ db }) => {
  beforeAll(async () => {
    await seedDemoData(db());
  });

  it.each([
    ["React", ["ReactJs"]],
    ["react.js", ["ReactJs"]],
    ["REACTJS", ["ReactJs"]],
    ["postgres", ["PostgreSQL"]],
    ["k8s", ["Kubernetes"]],
    ["kube", ["Kubernetes"]],
    ["Kuber", ["Kubernetes"]],
    ["ts", ["TypeScript"]],
    ["js", ["JavaScript"]],
    ["node", ["Node.js"]],
    ["golang", ["Go"]],
    ["google", ["Google Ads", "Google Analytics", "Google Cloud"]],
    ["analytics", ["Google Analytics", "Marketing Analytics"]],
    ["Java", ["Java"]],
    ["React,postgres", ["ReactJs", "PostgreSQL"]],
  ])("%s finds the jobs asking for %j, with a true total", async (skills, names) => {
    const expected = demoWith(names);
    expect(expected.length).toBeGreaterThan(0);
    const { status, body } = await list(`?skills=${encodeURIComponent(skills)}&per_page=50`);
    expect(status).toBe(200);
    expect(body.meta.total).toBe(expected.length);
    expect((body.data as Job[]).map((job) => job.title).toSorted()).toEqual(
      expected.map((job) => job.title).toSorted(),
    );
  });

  it("a known name never finds another by prefix: Java is not JavaScript, React not React Native", async () => {
    const java = await list("?skills=java&per_page=50");
    for (const job of java.body.data as Job[]) expect(job.skills).toContain("Java");
    const react = await list("?skills=react&per_page=50");
    for (const job of react.body.data as Job[]) expect(job.skills).toContain("ReactJs");
  });

  it("a one-letter or unknown name matches only itself", async () => {
    expect((await list("?skills=c")).body.meta.total).toBe(0);
    expect((await list("?skills=zzzz")).body.meta.total).toBe(0);
  });

  it("stays one array overlap the GIN index answers", async () => {
    const where = jobFiltersWhere({ skills: ["react", "kube"] });
    let plan = "";
    // The demo's few rows favour any index; without the board's other indexes (dropped, then rolled back) and
    // sequential scans, the planner shows whether the GIN index can answer the filter at all.
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`analyze jobs`);
        for (const name of ["posted", "category_posted", "type_posted", "level_posted", "rate_high", "rate_low"])
          await tx.execute(sql.raw(`drop index jobs_open_${name}_idx`));
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain select id from ${jobs} where ${where}`)) as unknown as {
          rows: { "QUERY PLAN": string }[];
        };
        plan = result.rows.map((row) => row["QUERY PLAN"]).join("\n");
        tx.rollback();
      })
      .catch(() => undefined);
    expect(plan).toContain("Bitmap Index Scan on jobs_open_skill_keys_gin");
  });
});
