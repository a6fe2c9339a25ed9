import "server-only";

import { asc, eq } from "drizzle-orm";

import type { Experience, ExperienceEntry } from "@/lib/validation/experience";

import { talentExperiences } from "../db/schema";
import type { Db } from "../db/types";

/** The talent's work experience in the order it was given. */
export async function experienceOf(db: Db, talentId: number): Promise<Experience[]> {
  const rows = await db
    .select()
    .from(talentExperiences)
    .where(eq(talentExperiences.talentId, talentId))
    .orderBy(asc(talentExperiences.position));
  return rows.map((row) => ({
    title: row.title,
    company: row.company,
    start_month: row.startMonth,
    end_month: row.endMonth,
    current: row.current,
    description: row.description,
  }));
}

/** Replaces the whole list; the caller's transaction holds the profile row's lock. */
export async function replaceExperience(tx: Db, talentId: number, entries: ExperienceEntry[]): Promise<void> {
  await tx.delete(talentExperiences).where(eq(talentExperiences.talentId, talentId));
  if (entries.length === 0) return;
  await tx.insert(talentExperiences).values(
    entries.map((entry, position) => ({
      talentId,
      position,
      title: entry.title,
      company: entry.company,
      startMonth: entry.start_month,
      endMonth: entry.current ? null : (entry.end_month ?? null),
      current: entry.current,
      description: entry.description ?? null,
    })),
  );
}
