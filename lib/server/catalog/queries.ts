import "server-only";

import { and, asc, eq, sql } from "drizzle-orm";

import type { CustomSkillsQuery, Industry, JobInterest, Skill } from "@/lib/validation/catalog";

import { industries, jobInterests, skills } from "../db/schema";
import type { Db } from "../db/types";

const skillColumns = { id: skills.id, name: skills.name, category_id: skills.categoryId };

export function listSkillsOfCategory(db: Db, categoryId: number): Promise<Skill[]> {
  return db.select(skillColumns).from(skills).where(eq(skills.categoryId, categoryId)).orderBy(asc(skills.id));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Skills whose name contains `search` (any case), names starting with it first. */
export function searchSkills(db: Db, query: CustomSkillsQuery): Promise<Skill[]> {
  const needle = query.search ? escapeLike(query.search.toLowerCase()) : undefined;
  return db
    .select(skillColumns)
    .from(skills)
    .where(
      and(
        needle === undefined ? undefined : sql`lower(${skills.name}) like ${`%${needle}%`}`,
        query.category_id === undefined ? undefined : eq(skills.categoryId, query.category_id),
      ),
    )
    .orderBy(
      ...(needle === undefined ? [] : [sql`lower(${skills.name}) like ${`${needle}%`} desc`]),
      asc(sql`lower(${skills.name})`),
      asc(skills.id),
    )
    .limit(query.limit);
}

export function listJobInterests(db: Db, categoryId: number): Promise<JobInterest[]> {
  return db
    .select({ id: jobInterests.id, name: jobInterests.name, category_id: jobInterests.categoryId })
    .from(jobInterests)
    .where(eq(jobInterests.categoryId, categoryId))
    .orderBy(asc(jobInterests.id));
}

export function listIndustries(db: Db): Promise<Industry[]> {
  return db.select({ id: industries.id, name: industries.name }).from(industries).orderBy(asc(industries.id));
}
