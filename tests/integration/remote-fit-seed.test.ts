import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as listRoute } from "@/app/api/jobs/route";
import { REGION_COUNTRIES } from "@/lib/remote/regions";
import { seedDemoData } from "@/lib/server/db/seed";
import { DEMO_REMOTE_FIT } from "@/lib/server/db/seed/demo-jobs/remote-fit";
import { seedGeneratedJobs } from "@/lib/server/db/seed/generated-jobs";
import type { Db } from "@/lib/server/db/types";

import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

const rowsOf = async <Row>(query: ReturnType<typeof sql>, db: Db): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

describeOnEachDatabase("demo and generated jobs' remote fit", ({ db }) => {
  beforeAll(async () => {
    await seedDemoData(db());
  });

  it("gives the chosen demo jobs their hires-from lists and overlaps, shown on the board", async () => {
    const { body } = await call(listRoute, { path: "/api/jobs?search=Senior%20ReactJs%20Engineer%20Northwind" });
    expect(body.data[0]).toMatchObject({
      title: "Senior ReactJs Engineer",
      hires_from: { anywhere: false, countries: [], regions: ["europe"] },
      overlap: { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 4 },
    });
    const restricted = Object.values(DEMO_REMOTE_FIT).filter((fit) => fit.hiresFrom).length;
    const rows = await rowsOf<{ n: number }>(sql`select count(*)::int as n from jobs where not hires_anywhere`, db());
    expect(rows[0]!.n).toBe(restricted);
    const fromNigeria = await call(listRoute, { path: "/api/jobs?eligible_country=NG&per_page=50" });
    expect(fromNigeria.body.data.map((job: { title: string }) => job.title)).toContain("Go Backend Engineer");
    expect(fromNigeria.body.data.map((job: { title: string }) => job.title)).not.toContain("Senior ReactJs Engineer");
  });

  it("gives generated scale-test jobs a small, consistent share of both", async () => {
    await db().execute(sql`delete from jobs where company_id is null`);
    await seedGeneratedJobs(db(), 2_000);
    const rows = await rowsOf<{ restricted: number; overlap: number; europe_ok: boolean; total: number }>(
      sql`
      select count(*) filter (where not hires_anywhere)::int as restricted,
        count(*) filter (where overlap_timezone is not null)::int as overlap,
        bool_and(eligible_countries @> array['DE'] or not ('europe' = any(hires_regions))) as europe_ok,
        count(*)::int as total
      from jobs where company_id is null`,
      db(),
    );
    const share = rows[0]!;
    expect(share.total).toBe(2_000);
    expect(share.restricted / share.total).toBeGreaterThan(0.04);
    expect(share.restricted / share.total).toBeLessThan(0.2);
    expect(share.overlap / share.total).toBeGreaterThan(0.05);
    expect(share.overlap / share.total).toBeLessThan(0.15);
    expect(share.europe_ok).toBe(true);
    const europe = await rowsOf<{ n: number }>(
      sql`select cardinality(eligible_countries)::int as n from jobs where company_id is null and hires_regions = array['europe'] limit 1`,
      db(),
    );
    expect(europe[0]!.n).toBe(REGION_COUNTRIES.europe.length);
  });
});
