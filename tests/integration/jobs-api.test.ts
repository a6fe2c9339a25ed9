import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as showRoute } from "@/app/api/jobs/[slug]/route";
import { GET as listRoute } from "@/app/api/jobs/route";
import { jobs } from "@/lib/server/db/schema";
import { seedDemoData } from "@/lib/server/db/seed";
import { DEMO_JOBS } from "@/lib/server/db/seed/demo-jobs";
import { demoJobSlug } from "@/lib/server/db/seed/jobs";
import { jobSchema, jobsPageSchema, type Job } from "@/lib/validation/jobs";

import { call, callProxy } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const list = (query = "", apiKey?: string | null) => call(listRoute, { path: `/api/jobs${query}`, apiKey });
const show = (slug: string) => call(showRoute, { path: `/api/jobs/${slug}`, params: { slug } });
const demoCount = (predicate: (job: (typeof DEMO_JOBS)[number]) => boolean) => DEMO_JOBS.filter(predicate).length;

describeOnEachDatabase("GET /api/jobs", ({ db }) => {
  beforeAll(async () => {
    await seedDemoData(db());
  });

  it("answers the first 12 open jobs, newest first, with true meta", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    jobsPageSchema.parse(body);
    expect(body.data).toHaveLength(12);
    expect(body.meta).toEqual({
      page: 1,
      per_page: 12,
      total: DEMO_JOBS.length,
      total_is_lower_bound: false,
      last_page: Math.ceil(DEMO_JOBS.length / 12),
    });
    const times = body.data.map((job: Job) => Date.parse(job.posted_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages through every job exactly once, and a page past the end is empty with true meta", async () => {
    const first = await list("?per_page=50");
    const second = await list("?per_page=50&page=2");
    const ids = [...first.body.data, ...second.body.data].map((job: Job) => job.id);
    expect(new Set(ids).size).toBe(DEMO_JOBS.length);
    expect(second.body.meta).toEqual({
      page: 2,
      per_page: 50,
      total: DEMO_JOBS.length,
      total_is_lower_bound: false,
      last_page: 2,
    });

    const past = await list("?page=99");
    expect(past.status).toBe(200);
    expect(past.body).toEqual({
      data: [],
      meta: { page: 99, per_page: 12, total: DEMO_JOBS.length, total_is_lower_bound: false, last_page: 6 },
    });
  });

  it.each([
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?page=1.5", "page"],
    ["?per_page=51", "per_page"],
    ["?per_page=0", "per_page"],
    ["?category=9", "category"],
    ["?category=plumbing", "category"],
    ["?job_type=part_time", "job_type"],
    ["?experience_level=expert", "experience_level"],
    ["?sort=oldest", "sort"],
    ["?rate_min=-5", "rate_min"],
    ["?rate_max=lots", "rate_max"],
    ["?rate_min=100&rate_max=50", "rate_max"],
    ["?skills=a,b,c,d,e,f,g,h,i,j,k", "skills"],
    [`?search=${"x".repeat(201)}`, "search"],
  ])("answers 422 naming the field for %s", async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field][0]).toEqual(expect.any(String));
  });

  it("treats empty parameters as absent", async () => {
    const { status, body } = await list("?search=&category=&page=&sort=");
    expect(status).toBe(200);
    expect(body.meta.total).toBe(DEMO_JOBS.length);
  });

  it("filters by category id or slug", async () => {
    const byId = await list("?category=2&per_page=50");
    const bySlug = await list("?category=ui-ux-design&per_page=50");
    expect(byId.body.meta.total).toBe(demoCount((job) => job.category === 2));
    expect(byId.body.data.every((job: Job) => job.category.id === 2 && job.category.name === "UI/UX Design")).toBe(
      true,
    );
    expect(bySlug.body).toEqual(byId.body);
  });

  it("filters by any of the given skills, case-insensitively", async () => {
    const { body } = await list("?skills=figma,KOTLIN&per_page=50");
    const expected = demoCount((job) => job.skills.some((skill) => ["Figma", "Kotlin"].includes(skill)));
    expect(body.meta.total).toBe(expected);
    for (const job of body.data as Job[]) expect(job.skills.some((s) => s === "Figma" || s === "Kotlin")).toBe(true);
  });

  it("filters by job type and experience level", async () => {
    const { body } = await list("?job_type=hourly&experience_level=senior&per_page=50");
    expect(body.meta.total).toBe(demoCount((job) => job.type === "hourly" && job.level === "senior"));
    expect(body.data.every((job: Job) => job.job_type === "hourly" && job.experience_level === "senior")).toBe(true);
  });

  it("filters by a rate range overlapping the job's", async () => {
    const { body } = await list("?rate_min=100&rate_max=120&per_page=50");
    expect(body.meta.total).toBe(demoCount((job) => job.rate[1] >= 100 && job.rate[0] <= 120));
    expect(body.data.every((job: Job) => job.rate_max >= 100 && job.rate_min <= 120)).toBe(true);
  });

  it("searches title, company, skills, location and description, by word prefix", async () => {
    const title = await list("?search=flutter");
    expect(title.body.data.map((job: Job) => job.slug)).toContain("flutter-mobile-developer-fernway-foods");
    const company = await list("?search=Lumen%20Health&per_page=50");
    expect(company.body.meta.total).toBe(demoCount((job) => job.company === "Lumen Health"));
    const prefix = await list("?search=kube");
    expect(prefix.body.meta.total).toBe(demoCount((job) => /kubernetes/i.test(`${job.skills} ${job.description}`)));
    const described = await list("?search=greenhouse%20satellite");
    expect(described.body.data.map((job: Job) => job.company.name)).toEqual([]);
    const satellite = await list("?search=satellite");
    expect(satellite.body.data.map((job: Job) => job.company.name)).toEqual(["Verdant Agritech"]);
    const location = await list("?search=americas&per_page=50");
    expect(location.body.meta.total).toBe(demoCount((job) => job.location.includes("Americas")));
  });

  it("never fails on search text with query syntax in it", async () => {
    for (const search of ["c++", "a & b | !c", "'\"):*", "&&&"]) {
      expect((await list(`?search=${encodeURIComponent(search)}`)).status).toBe(200);
    }
  });

  it("sorts by rate, high and low, with the filters combined", async () => {
    const high = await list("?sort=rate_high&category=1&per_page=50");
    const maxes = high.body.data.map((job: Job) => job.rate_max);
    expect(maxes).toEqual([...maxes].sort((a, b) => b - a));
    expect(high.body.meta.total).toBe(demoCount((job) => job.category === 1));
    const low = await list("?sort=rate_low&per_page=50&page=1");
    const mins = low.body.data.map((job: Job) => job.rate_min);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
  });

  it("keeps totals true after jobs are added or closed, cached or not", async () => {
    const before = await list("?search=zanzibar");
    expect(before.body.meta.total).toBe(0);
    const categoryBefore = (await list("?category=3")).body.meta.total;
    const [added] = await db()
      .insert(jobs)
      .values({
        slug: "zanzibar-seo-lead",
        title: "SEO Lead",
        companyName: "Zanzibar Spice Co.",
        categoryId: 3,
        description: "Grow our spice shop.",
        skills: ["SEO"],
        skillKeys: ["seo"],
        jobType: "hourly",
        experienceLevel: "lead",
        location: "Remote (Worldwide)",
        rateMin: 90,
        rateMax: 120,
        searchText: "SEO Lead Zanzibar Spice Co. SEO Remote (Worldwide) Grow our spice shop.",
      })
      .returning();
    expect((await list("?search=zanzibar")).body.meta.total).toBe(1);
    expect((await list("?category=3")).body.meta.total).toBe(categoryBefore + 1);

    await db().update(jobs).set({ status: "closed" }).where(eq(jobs.id, added!.id));
    expect((await list("?search=zanzibar")).body.meta.total).toBe(0);
    expect((await list("?category=3")).body.meta.total).toBe(categoryBefore);
    // A closed job is gone (410), not unknown.
    expect((await show("zanzibar-seo-lead")).status).toBe(410);
    await db().delete(jobs).where(eq(jobs.id, added!.id));
    expect((await list()).body.meta.total).toBe(DEMO_JOBS.length);
  });

  it("needs the API key", async () => {
    expect(await list("", null)).toMatchObject({ status: 401, body: { message: "API key is missing" } });
    expect(await list("", "wrong")).toMatchObject({ status: 401, body: { message: "Invalid API key" } });
  });

  it("answers 405 JSON to other methods", async () => {
    const { status, body, headers } = await callProxy({ path: "/api/jobs", method: "POST" });
    expect(status).toBe(405);
    expect(body).toEqual({ message: "Method not allowed." });
    expect(headers.get("allow")).toBe("GET");
  });

  it("leaves the demo jobs alone when seeded again", async () => {
    await seedDemoData(db());
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs);
    expect(row?.n).toBe(DEMO_JOBS.length);
  });
});

describeOnEachDatabase("GET /api/jobs/{slug}", ({ db }) => {
  beforeAll(async () => {
    await seedDemoData(db());
  });

  it("answers one open job", async () => {
    const demo = DEMO_JOBS[0]!;
    const { status, body } = await show(demoJobSlug(demo));
    expect(status).toBe(200);
    const job = jobSchema.parse(body.data);
    expect(job).toMatchObject({
      slug: demoJobSlug(demo),
      title: demo.title,
      company: { name: demo.company, logo_url: null },
      skills: demo.skills,
      rate_min: demo.rate[0],
      rate_max: demo.rate[1],
      currency: "USD",
      valid_through: null,
    });
    expect(job.company.slug).toEqual(expect.any(String));
  });

  it("answers 404 JSON for an unknown slug, and 401 without the key", async () => {
    expect(await show("no-such-job")).toEqual(
      expect.objectContaining({ status: 404, body: { message: "Job not found." } }),
    );
    const keyless = await call(showRoute, { path: "/api/jobs/x", params: { slug: "x" }, apiKey: null });
    expect(keyless.status).toBe(401);
    expect((await callProxy({ path: "/api/jobs/x", method: "DELETE" })).status).toBe(405);
  });
});

describe("demo jobs catalogue", () => {
  it("has at least 60 jobs across the three categories, with unique slugs", () => {
    expect(DEMO_JOBS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_JOBS.map(demoJobSlug)).size).toBe(DEMO_JOBS.length);
    for (const category of [1, 2, 3]) expect(demoCount((job) => job.category === category)).toBeGreaterThanOrEqual(20);
  });
});
