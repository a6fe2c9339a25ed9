import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as directory } from "@/app/api/client/talent/route";
import { jobs } from "@/lib/server/db/schema";
import { seedDemoData } from "@/lib/server/db/seed";
import { seedGeneratedTalents } from "@/lib/server/db/seed/generated-talents";
import { TOTAL_CAP } from "@/lib/validation/bounded-total";
import { TALENT_SORTS, talentSearchPageSchema, type DirectoryTalent } from "@/lib/validation/directory";

import { call } from "../support/api-client";
import { recruiterWithHours } from "../support/directory-fixtures";
import { listPublicJobs } from "../support/public-jobs";
import { describeOnEachDatabase } from "../support/test-db";

const CAPPED = { total: TOTAL_CAP, total_is_lower_bound: true };

describeOnEachDatabase("bounded totals", ({ db }) => {
  describe("GET /api/jobs", () => {
    const list = listPublicJobs;

    beforeAll(async () => {
      await seedDemoData(db());
      // One more open job than the cap, all found by one word.
      await db().execute(sql`
        insert into jobs (slug, title, company_name, category_id, description, job_type, experience_level, location,
                          rate_min, rate_max, search_text)
        select 'quokka-' || n, 'Quokka wrangler ' || n, 'Bounded Co', 1, 'Wrangles quokkas.', 'hourly', 'mid', 'Remote',
               40, 60, 'quokka wrangler'
        from generate_series(1, ${TOTAL_CAP + 1}) n`);
    });

    it("counts a search up to the cap, says it is a lower bound, and pages only as far as the cap", async () => {
      const first = await list("?search=quokka");
      expect(first.meta).toEqual({ page: 1, per_page: 12, ...CAPPED, last_page: Math.ceil(TOTAL_CAP / 12) });
      const last = await list("?search=quokka&per_page=50&page=200");
      expect(last.data).toHaveLength(50);
      expect(last.meta).toMatchObject({ ...CAPPED, last_page: 200 });
      const beyond = await list("?search=quokka&per_page=50&page=201");
      expect(beyond).toEqual({ data: [], meta: { page: 201, per_page: 50, ...CAPPED, last_page: 200 } });
    });

    it("caps the totals the count tables keep exact too, so every list reads alike", async () => {
      expect((await list("")).meta).toMatchObject(CAPPED);
      expect((await list("?category=1")).meta).toMatchObject(CAPPED);
      const other = await list("?category=2");
      expect(other.meta.total_is_lower_bound).toBe(false);
      expect(other.meta.total).toBeGreaterThan(0);
    });

    it("is exact at the cap itself", async () => {
      await db().update(jobs).set({ status: "closed" }).where(eq(jobs.slug, "quokka-1"));
      expect((await list("?search=quokka")).meta).toMatchObject({ total: TOTAL_CAP, total_is_lower_bound: false });
      expect((await list("?search=quokka%20wrangler%201")).meta).toMatchObject({ total_is_lower_bound: false });
    });
  });

  describe("GET /api/client/talent", () => {
    let token: string;
    const search = async (query: string) => {
      const answer = await call(directory, { token, path: `/api/client/talent?${query}` });
      expect(answer.status).toBe(200);
      return talentSearchPageSchema.parse(answer.body);
    };

    beforeAll(async () => {
      await seedGeneratedTalents(db(), TOTAL_CAP + 1);
      ({ token } = await recruiterWithHours());
    }, 120_000);

    it.each(TALENT_SORTS)("sorted by %s, counts up to the cap and pages only as far as it", async (sort) => {
      const first = await search(`sort=${sort}`);
      expect(first.data).toHaveLength(12);
      expect(first.meta).toMatchObject({ ...CAPPED, last_page: Math.ceil(TOTAL_CAP / 12) });
      const last = await search(`sort=${sort}&per_page=50&page=200`);
      expect(last.data).toHaveLength(50);
      const beyond = await search(`sort=${sort}&per_page=50&page=201`);
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toMatchObject({ ...CAPPED, last_page: 200 });
    });

    it("orders within the bounded candidates by the asked sort", async () => {
      const rates = (page: { data: DirectoryTalent[] }) => page.data.map((talent) => talent.hourly_rate ?? Infinity);
      const cheap = rates(await search("sort=rate_asc&per_page=50"));
      expect(cheap).toEqual(cheap.toSorted((a, b) => a - b));
      const overlap = (await search("sort=overlap&per_page=50")).data.map((talent) => talent.overlap_hours ?? -1);
      expect(overlap).toEqual(overlap.toSorted((a, b) => b - a));
    });

    it("keeps the minimum overlap a filter of the whole set, before the cap", async () => {
      const page = await search("min_overlap_hours=8&per_page=50");
      expect(page.data.length).toBeGreaterThan(0);
      for (const talent of page.data) expect(talent.overlap_hours).toBeGreaterThanOrEqual(8);
    });
  });
});
