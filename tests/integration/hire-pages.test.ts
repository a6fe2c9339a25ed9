import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import sitemap from "@/app/sitemap";
import type { DemoTalent } from "@/lib/demo/demo-talent";
import { DEMO_TALENTS } from "@/lib/demo/generated-talents";
import { HIRE_PAGES, hirePageByLabel, type HirePage } from "@/lib/hire-pages/hire-pages";
import { rateStats } from "@/lib/hire-pages/rate-stats";
import { talentProfiles, talents, talentVetting } from "@/lib/server/db/schema";
import { seedDemoData } from "@/lib/server/db/seed";
import { HIRE_PAGE_CARD_LIMIT, hirePageData } from "@/lib/server/hire-pages/hire-page-data";

import { describeOnEachDatabase } from "../support/test-db";

const withSkill = (page: HirePage) => (talent: DemoTalent) =>
  talent.categoryId === page.categoryId && talent.skills.some((skill) => page.skills.includes(skill));
const handlesOf = (page: HirePage, keep: (talent: DemoTalent) => boolean) =>
  DEMO_TALENTS.filter(withSkill(page))
    .filter(keep)
    .map((t) => t.handle)
    .sort();

// What a "Hire …" page lists and counts, on the seeded demo talent, and what a change to one talent does to it.
describeOnEachDatabase('the "Hire …" pages\' data', ({ db }) => {
  const idOf = async (handle: string) => {
    const [row] = await db()
      .select({ id: talentProfiles.talentId })
      .from(talentProfiles)
      .where(eq(talentProfiles.handle, handle));
    if (!row) throw new Error(`no demo talent ${handle}`);
    return row.id;
  };

  beforeAll(async () => {
    await seedDemoData(db());
  }, 120_000);

  it("lists on every page only vetted, public talent with one of its skills, and counts the rates of the vetted who are not hidden", async () => {
    for (const page of HIRE_PAGES) {
      const data = await hirePageData(db(), page);
      const listed = data.talent.map((card) => card.handle).sort();
      const expected = handlesOf(page, (t) => t.vetted && t.visibility === "public");
      if (expected.length <= HIRE_PAGE_CARD_LIMIT) expect(listed, page.path).toEqual(expected);
      else
        expect(
          listed.filter((handle) => expected.includes(handle)),
          page.path,
        ).toHaveLength(HIRE_PAGE_CARD_LIMIT);
      expect(listed.length, page.path).toBeGreaterThanOrEqual(2);
      const counted = DEMO_TALENTS.filter(withSkill(page)).filter((t) => t.vetted && t.visibility !== "hidden");
      expect(data.rates, page.path).toEqual(rateStats(counted.map((t) => t.hourlyRate)));
    }
  });

  it("leaves out recruiters-only, hidden and unvetted talent who have the skill", async () => {
    let left = 0;
    for (const page of HIRE_PAGES) {
      const listed = (await hirePageData(db(), page)).talent.map((card) => card.handle);
      const excluded = handlesOf(page, (t) => !t.vetted || t.visibility !== "public");
      left += excluded.length;
      for (const handle of excluded) expect(listed, page.path).not.toContain(handle);
    }
    expect(left).toBeGreaterThanOrEqual(10);
  });

  it("shows a card's name, post, place, rate, portrait and the page's skill first", async () => {
    const react = hirePageByLabel("ReactJs");
    const { talent } = await hirePageData(db(), react);
    const amara = talent.find((card) => card.handle === "amara-okafor");
    const demo = DEMO_TALENTS.find((t) => t.handle === "amara-okafor");
    expect(amara).toMatchObject({
      name: "Amara Okafor",
      location: "Lagos, Nigeria",
      hourlyRate: demo?.hourlyRate,
      headline: demo?.headline,
    });
    expect(amara?.avatarUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    for (const card of talent) expect(card.skills[0]).toBe("ReactJs");
  });

  it("lists at most 12, the most recently vetted first", async () => {
    const react = hirePageByLabel("ReactJs");
    const first = (await hirePageData(db(), react)).talent[0];
    const extra = DEMO_TALENTS.filter((t) => !t.vetted && t.visibility !== "hidden").slice(0, 10);
    expect(extra).toHaveLength(10);
    // Ten more talent go public with React and a fresh vetting: with those there already, more than 12; the page shows 12.
    for (const talent of extra) {
      const id = await idOf(talent.handle);
      await db()
        .update(talentProfiles)
        .set({
          skills: sql`array_append(${talentProfiles.skills}, (select id from skills where name = 'ReactJs' and category_id = 1))`,
          visibility: "public",
        })
        .where(eq(talentProfiles.talentId, id));
      await db()
        .insert(talentVetting)
        .values({ talentId: id, stage: "vetted", vettedAt: new Date(Date.now() + 60_000) });
    }
    const data = await hirePageData(db(), react);
    expect(data.talent).toHaveLength(HIRE_PAGE_CARD_LIMIT);
    const handles = data.talent.map((card) => card.handle);
    expect(handles.slice(0, 10).sort()).toEqual(extra.map((t) => t.handle).sort());
    expect(handles[10]).toBe(first?.handle);
    expect(data.rates?.count).toBe(
      DEMO_TALENTS.filter(withSkill(react)).filter((t) => t.vetted && t.visibility !== "hidden").length + extra.length,
    );
  });

  it("leaves out a suspended account, and counts nothing for a skill no vetted talent has", async () => {
    const page = hirePageByLabel("Affiliate Marketing");
    const before = await hirePageData(db(), page);
    const suspended = before.talent[0]?.handle as string;
    await db()
      .update(talents)
      .set({ suspendedAt: new Date() })
      .where(eq(talents.id, await idOf(suspended)));
    expect((await hirePageData(db(), page)).talent.map((card) => card.handle)).not.toContain(suspended);

    const nobody = await hirePageData(db(), { categoryId: 1, skills: ["Solidity"] });
    expect(nobody).toEqual({ rates: null, talent: [] });
    expect(await hirePageData(db(), { categoryId: 1, skills: ["Not a skill"] })).toEqual({ rates: null, talent: [] });
  });

  it("puts the 23 pages in the sitemap", async () => {
    const paths = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    for (const page of HIRE_PAGES) expect(paths).toContain(page.path);
  });
});
