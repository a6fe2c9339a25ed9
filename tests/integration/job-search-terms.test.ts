import { and, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { rowsOf } from "@/lib/server/db/raw-rows";
import { jobs } from "@/lib/server/db/schema";
import { seedDemoData } from "@/lib/server/db/seed";
import type { Db } from "@/lib/server/db/types";
import { TOTAL_CAP } from "@/lib/validation/bounded-total";

import { listPublicJobs } from "../support/public-jobs";
import { describeOnEachDatabase } from "../support/test-db";

// The open jobs per lexeme as a full recount finds them, against what the triggers kept.
const recounted = (db: Db) =>
  rowsOf<{ lexeme: string; n: string }>(
    db,
    sql`
    select lexeme, count(*)::text as n from jobs, unnest(tsvector_to_array(search)) as lexeme
    where status = 'open' group by lexeme order by lexeme`,
  );
const kept = (db: Db) =>
  rowsOf<{ lexeme: string; n: string }>(
    db,
    sql`
    select lexeme, open_count::text as n from job_search_terms where open_count <> 0 order by lexeme`,
  );

// What the list answered before job_search_terms: every match by the full-text index, in the sort's order.
const reference = async (db: Db, word: string, limit: number, offset: number) => {
  const rows = await rowsOf<{ slug: string }>(
    db,
    sql`
    select slug from jobs
    where status = 'open' and (valid_through is null or valid_through >= (now() at time zone 'utc')::date)
      and search @@ to_tsquery('english', ${`${word}:*`})
    order by posted_at desc, id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => row.slug);
};

const insertJobs = (db: Db, word: string, count: number) =>
  db.execute(sql`
    insert into jobs (slug, title, company_name, category_id, description, job_type, experience_level, location,
                      rate_min, rate_max, search_text, posted_at)
    select ${word} || '-' || n, 'Keeper ' || n, 'Terms Co', 1, 'Keeps things.', 'hourly', 'mid', 'Remote',
           40, 60, ${word} || ' keeper', now() - n * interval '1 minute'
    from generate_series(1, ${count}) n`);

describeOnEachDatabase("job search terms", ({ db }) => {
  const list = listPublicJobs;

  beforeAll(async () => {
    await seedDemoData(db());
    await insertJobs(db(), "wombat", TOTAL_CAP + 1);
    await insertJobs(db(), "numbat", 30);
  }, 120_000);

  describe("the counts the triggers keep", () => {
    it("match a recount after inserts", async () => {
      expect(await kept(db())).toEqual(await recounted(db()));
    });

    it("follow closing, reopening, new text and deletes", async () => {
      await db().update(jobs).set({ status: "closed" }).where(like(jobs.slug, "numbat-1%"));
      expect(await kept(db())).toEqual(await recounted(db()));
      await db()
        .update(jobs)
        .set({ status: "open" })
        .where(and(like(jobs.slug, "numbat-1%"), eq(jobs.title, "Keeper 1")));
      await db().update(jobs).set({ searchText: "bilby keeper" }).where(eq(jobs.slug, "numbat-2"));
      // A write that changes neither status nor text leaves the counts alone.
      await db().update(jobs).set({ title: "Keeper two" }).where(eq(jobs.slug, "numbat-2"));
      await db().delete(jobs).where(eq(jobs.slug, "numbat-3"));
      expect(await kept(db())).toEqual(await recounted(db()));
      const [bilby] = (await kept(db())).filter((row) => row.lexeme === "bilbi");
      expect(bilby?.n).toBe("1");
    });
  });

  describe("GET /api/jobs?search=", () => {
    it("says 10,000+ for a common word and pages it in the same order as the full-text index did", async () => {
      const first = await list("?search=wombat");
      expect(first.meta).toMatchObject({ total: TOTAL_CAP, total_is_lower_bound: true });
      expect(first.data.map((job) => job.slug)).toEqual(await reference(db(), "wombat", 12, 0));
      const deep = await list("?search=womb&per_page=50&page=150");
      expect(deep.data.map((job) => job.slug)).toEqual(await reference(db(), "womb", 50, 149 * 50));
    });

    it("counts a rare word exactly and lists its matches as before", async () => {
      const numbats = await reference(db(), "numbat", 100, 0);
      const page = await list("?search=numbat&per_page=50");
      expect(page.meta).toMatchObject({ total: numbats.length, total_is_lower_bound: false });
      expect(page.data.map((job) => job.slug)).toEqual(numbats);
    });

    it("counts for real when jobs past their closing date could bring a common word under the cap", async () => {
      await db()
        .update(jobs)
        .set({ validThrough: "2001-01-01" })
        .where(sql`${jobs.slug} in ('wombat-1', 'wombat-2')`);
      const page = await list("?search=wombat");
      expect(page.meta).toMatchObject({ total: TOTAL_CAP - 1, total_is_lower_bound: false });
      expect(page.data.map((job) => job.slug)).toEqual(await reference(db(), "wombat", 12, 0));
    });
  });
});
