import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";

import { GET as getFile } from "@/app/api/files/[id]/route";
import { sampleTalents } from "@/lib/content/home";
import { CATALOGUE_TALENTS } from "@/lib/demo/catalogue-talents";
import { demoEmail } from "@/lib/demo/demo-talent";
import { DEMO_TALENTS, GENERATED_TALENTS, SPECIALIST_TALENTS } from "@/lib/demo/generated-talents";
import { HIRE_PAGES } from "@/lib/hire-pages/hire-pages";
import { catalogueProfilePath } from "@/lib/profiles/catalogue-handle";
import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";
import { crossesMidnight } from "@/lib/profiles/work-hours";
import { seedDemoData } from "@/lib/server/db/seed";
import type { Db } from "@/lib/server/db/types";
import { detectType, hasEmbeddedCode } from "@/lib/server/files/file-types";
import { getOwnProfile } from "@/lib/server/profiles/own-profile";

import { describeOnEachDatabase } from "../support/test-db";

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

/** Everything the demo data consists of, to compare before and after a second run. */
const snapshot = async (db: Db) => ({
  talents: await rows(db, sql`select id, email, password_hash from talents order by id`),
  profiles: await rows(db, sql`select * from talent_profiles order by talent_id`),
  experience: await rows(db, sql`select * from talent_experiences order by id`),
  files: await rows(
    db,
    sql`select id, owner_id, purpose, content_type, size, md5(data) as digest from stored_files order by id`,
  ),
  vetting: await rows(db, sql`select * from talent_vetting order by talent_id`),
  vettingEvents: await rows(db, sql`select * from vetting_events order by id`),
});

describeOnEachDatabase("demo talent in the seed", ({ db }) => {
  let seedMs = 0;
  let demo: { id: number; email: string }[];

  beforeAll(async () => {
    const started = Date.now();
    await seedDemoData(db());
    seedMs = Date.now() - started;
    const emails = DEMO_TALENTS.map((talent) => demoEmail(talent));
    demo = (await rows(db(), sql`select id, email from talents where lower(email) in ${emails}`)) as typeof demo;
  }, 60_000);

  it("creates the 8 catalogue talents and about 40 generated ones, with no usable password", async () => {
    expect(CATALOGUE_TALENTS).toHaveLength(8);
    expect(GENERATED_TALENTS.length).toBeGreaterThanOrEqual(35);
    expect(demo).toHaveLength(DEMO_TALENTS.length);
    const hashes = await rows(db(), sql`select count(*)::int as n from talents where password_hash is not null`);
    expect(hashes[0]?.n).toBe(0);
    console.log(`seeded the demo data in ${seedMs} ms`);
  });

  it("gives every demo talent a complete profile, at or above the apply threshold", async () => {
    for (const { id } of demo) {
      const profile = await getOwnProfile(db(), id);
      expect(profile.completeness.missing, profile.handle ?? String(id)).toEqual([]);
      expect(profile.completeness.percent).toBeGreaterThanOrEqual(APPLY_THRESHOLD);
      expect(profile.bio?.length).toBeGreaterThanOrEqual(200);
      expect(profile.work_hours).not.toBeNull();
    }
  });

  it("gives the catalogue talents the handles the home page's cards link to, and public profiles", async () => {
    const found = await rows(
      db(),
      sql`select handle, visibility, hourly_rate, city from talent_profiles where visibility = 'public'`,
    );
    for (const card of sampleTalents) {
      const profile = found.find((row) => `/profiles/${String(row.handle)}` === catalogueProfilePath(card));
      expect(profile, card.name).toMatchObject({ hourly_rate: card.salary, city: card.location.split(",")[0] });
    }
  });

  it("spreads the generated talent across categories, time zones, rates and visibilities", () => {
    const count = (key: (t: (typeof GENERATED_TALENTS)[number]) => unknown) => new Set(GENERATED_TALENTS.map(key)).size;
    expect(count((t) => t.categoryId)).toBe(3);
    expect(count((t) => t.timezone)).toBeGreaterThanOrEqual(15);
    expect(count((t) => t.country)).toBeGreaterThanOrEqual(15);
    expect(count((t) => t.hourlyRate)).toBeGreaterThanOrEqual(10);
    expect(GENERATED_TALENTS.filter((t) => crossesMidnight(t.workHours)).length).toBeGreaterThanOrEqual(5);
    const by = (visibility: string) => GENERATED_TALENTS.filter((t) => t.visibility === visibility).length;
    expect(by("recruiters")).toBeGreaterThan(by("public") + by("hidden"));
    expect(by("public")).toBeGreaterThanOrEqual(4);
    expect(by("hidden")).toBeGreaterThanOrEqual(2);
  });

  it('vets a share of them, with the whole line in their history, and gives every footer "Hire …" entry vetted public talent', async () => {
    const vetted = await rows(
      db(),
      sql`select v.talent_id, v.vetted_at, count(e.id)::int as events from talent_vetting v
      join vetting_events e on e.talent_id = v.talent_id where v.stage = 'vetted' group by v.talent_id, v.vetted_at`,
    );
    expect(vetted).toHaveLength(DEMO_TALENTS.filter((t) => t.vetted).length);
    expect(vetted.length).toBeLessThan(DEMO_TALENTS.length);
    for (const row of vetted) expect([row.events, row.vetted_at === null]).toEqual([5, false]);
    for (const page of HIRE_PAGES) {
      const holders = DEMO_TALENTS.filter(
        (t) => t.vetted && t.categoryId === page.categoryId && t.skills.includes(page.label),
      );
      expect(holders.filter((t) => t.visibility === "public").length, page.label).toBeGreaterThanOrEqual(2);
    }
    expect(SPECIALIST_TALENTS.filter((t) => t.visibility !== "public").length).toBeGreaterThanOrEqual(5);
  });

  it("stores a valid, script-free PDF résumé and an inert portrait for each, and no orphaned file", async () => {
    const files = await rows(
      db(),
      sql`select f.purpose, f.content_type, f.data from stored_files f
      join talent_profiles p on f.id in (p.avatar_file_id, p.resume_file_id) and f.owner_id = p.talent_id`,
    );
    expect(files).toHaveLength(2 * DEMO_TALENTS.length);
    for (const file of files) {
      const bytes = new Uint8Array(file.data as Buffer);
      if (file.purpose === "resume") {
        expect(detectType(bytes)).toBe("application/pdf");
        expect(hasEmbeddedCode(bytes, "application/pdf")).toBe(false);
      } else {
        expect(file.content_type).toBe("image/svg+xml");
        expect(Buffer.from(bytes).toString("utf8")).not.toMatch(/<script|on\w+=|href=|javascript:/i);
      }
    }
    const orphans = await rows(
      db(),
      sql`select count(*)::int as n from stored_files f where not exists
      (select 1 from talent_profiles p where f.id in (p.avatar_file_id, p.resume_file_id))`,
    );
    expect(orphans[0]?.n).toBe(0);
  });

  it("serves a demo portrait as an inert SVG", async () => {
    const [row] = await rows(db(), sql`select avatar_file_id as id from talent_profiles where handle = 'amara-okafor'`);
    const id = String(row?.id);
    const response = await getFile(new NextRequest(`http://localhost/api/files/${id}`), {
      params: Promise.resolve({ id }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="avatar-[0-9a-f]{8}\.svg"$/);
  });

  it("changes nothing when seeded again: no new rows, no new files", async () => {
    const before = await snapshot(db());
    await seedDemoData(db());
    expect(await snapshot(db())).toEqual(before);
  }, 60_000);
});

it("refuses demo data the profile editor would refuse", async () => {
  const { checkedDemoProfile } = await import("@/lib/server/db/seed/talents/checked-profile");
  const [talent] = GENERATED_TALENTS;
  if (!talent) throw new Error("no generated talent");
  expect(() => checkedDemoProfile(talent, [1, 2, 3])).not.toThrow();
  expect(() => checkedDemoProfile({ ...talent, timezone: "Mars/Olympus_Mons" }, [1])).toThrow(/time zone/);
  expect(() => checkedDemoProfile({ ...talent, workHours: { start: "25:00", end: "06:00" } }, [1])).toThrow(
    /work start/,
  );
});
