import "server-only";

import { and, arrayOverlaps, asc, desc, eq, inArray, isNotNull, isNull, ne } from "drizzle-orm";

import { countryName } from "@/lib/content/countries";
import type { HirePage } from "@/lib/hire-pages/hire-pages";
import { rateStats, type RateStats } from "@/lib/hire-pages/rate-stats";

import { skills, talentProfiles, talents, talentVetting } from "../db/schema";
import type { Db } from "../db/types";
import { fileUrl } from "../files/file-url";

export const HIRE_PAGE_CARD_LIMIT = 12;

export type HireCard = {
  handle: string;
  name: string;
  headline: string | null;
  location: string | null;
  hourlyRate: number | null;
  avatarUrl: string | null;
  /** The page's skills the talent has first, then their others; at most five. */
  skills: string[];
};

export type HirePageData = { rates: RateStats | null; talent: HireCard[] };

async function skillIdsOf(db: Db, page: Pick<HirePage, "categoryId" | "skills">): Promise<number[]> {
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(and(eq(skills.categoryId, page.categoryId), inArray(skills.name, [...page.skills])));
  return rows.map((row) => row.id);
}

async function skillNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: skills.id, name: skills.name }).from(skills).where(inArray(skills.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const orderedSkills = (ids: readonly number[], matched: ReadonlySet<number>, names: Map<number, string>) =>
  [...ids.filter((id) => matched.has(id)), ...ids.filter((id) => !matched.has(id))]
    .flatMap((id) => names.get(id) ?? [])
    .slice(0, 5);

/**
 * What a "Hire …" page shows: the rate statistics of vetted talent with one of the page's skills whose
 * profile anyone or recruiters may see (hidden profiles and suspended accounts never count), and up to 12 of
 * them whose profile is public, the same rule that keeps every other profile out of search engines
 * (`noindex` is set for any visibility but public).
 */
export async function hirePageData(db: Db, page: Pick<HirePage, "categoryId" | "skills">): Promise<HirePageData> {
  const ids = await skillIdsOf(db, page);
  if (ids.length === 0) return { rates: null, talent: [] };
  const vettedWithSkill = and(
    eq(talentVetting.stage, "vetted"),
    isNull(talents.suspendedAt),
    arrayOverlaps(talentProfiles.skills, ids),
  );
  const [rateRows, cardRows] = await Promise.all([
    db
      .select({ rate: talentProfiles.hourlyRate })
      .from(talentProfiles)
      .innerJoin(talents, eq(talents.id, talentProfiles.talentId))
      .innerJoin(talentVetting, eq(talentVetting.talentId, talentProfiles.talentId))
      .where(and(vettedWithSkill, ne(talentProfiles.visibility, "hidden"), isNotNull(talentProfiles.hourlyRate))),
    db
      .select({
        talentId: talentProfiles.talentId,
        handle: talentProfiles.handle,
        firstName: talents.firstName,
        lastName: talents.lastName,
        headline: talentProfiles.headline,
        city: talentProfiles.city,
        country: talentProfiles.country,
        hourlyRate: talentProfiles.hourlyRate,
        avatarFileId: talentProfiles.avatarFileId,
        skills: talentProfiles.skills,
      })
      .from(talentProfiles)
      .innerJoin(talents, eq(talents.id, talentProfiles.talentId))
      .innerJoin(talentVetting, eq(talentVetting.talentId, talentProfiles.talentId))
      .where(and(vettedWithSkill, eq(talentProfiles.visibility, "public"), isNotNull(talentProfiles.handle)))
      .orderBy(desc(talentVetting.vettedAt), asc(talentProfiles.talentId))
      .limit(HIRE_PAGE_CARD_LIMIT),
  ]);
  const matched = new Set(ids);
  const names = await skillNames(db, [...new Set(cardRows.flatMap((row) => row.skills))]);
  return {
    rates: rateStats(rateRows.flatMap((row) => (row.rate === null ? [] : [row.rate]))),
    talent: cardRows.map((row) => ({
      handle: row.handle as string,
      name: `${row.firstName} ${row.lastName}`.trim(),
      headline: row.headline,
      location:
        [row.city, row.country ? (countryName(row.country) ?? row.country) : null].filter(Boolean).join(", ") || null,
      hourlyRate: row.hourlyRate,
      avatarUrl: fileUrl(row.avatarFileId),
      skills: orderedSkills(row.skills, matched, names),
    })),
  };
}
