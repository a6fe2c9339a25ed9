import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { GET as directory } from "@/app/api/client/talent/route";
import { isZonedHours } from "@/lib/remote/overlap";
import { seedGeneratedTalents } from "@/lib/server/db/seed/generated-talents";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";

import { call } from "../support/api-client";
import { recruiterWithHours } from "../support/directory-fixtures";
import { describeOnEachDatabase } from "../support/test-db";

const rowsOf = async <Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

describeOnEachDatabase("generated scale-test talent", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("adds vetted talent the directory lists, with skills, rates, places, zones and hours", async () => {
    await seedGeneratedTalents(db(), 300);
    await seedGeneratedTalents(db(), 200); // a second run adds, never clashes
    const [share] = await rowsOf<{ n: number; complete: number; zones: number; vetted: number; few_skills: number }>(
      db(),
      sql`
      select count(*)::int as n,
        count(*) filter (where p.hourly_rate between 20 and 119 and p.country is not null and p.headline is not null
          and p.visibility in ('public', 'recruiters') and p.handle is not null)::int as complete,
        count(distinct p.timezone)::int as zones,
        count(*) filter (where v.stage = 'vetted')::int as vetted,
        count(*) filter (where cardinality(p.skills) not between 1 and 5)::int as few_skills
      from talents t join talent_profiles p on p.talent_id = t.id left join talent_vetting v on v.talent_id = t.id
      where t.email like 'scale.talent.%'`,
    );
    expect(share).toMatchObject({ n: 500, complete: 500, vetted: 500, few_skills: 0 });
    expect(share!.zones).toBeGreaterThan(10);
    const hours = await rowsOf<{ timezone: string; start: string; end: string }>(
      db(),
      sql`
      select distinct timezone, work_start as start, work_end as "end" from talent_profiles where handle like 'scale-talent-%'`,
    );
    expect(hours.every((row) => isZonedHours(row))).toBe(true);

    const client = await recruiterWithHours();
    const { status, body } = await call(directory, {
      token: client.token,
      path: "/api/client/talent?skills[]=ReactJs,Python&min_overlap_hours=4&per_page=50",
    });
    expect(status).toBe(200);
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.data.every((talent: { overlap_hours: number }) => talent.overlap_hours >= 4)).toBe(true);
  });
});
