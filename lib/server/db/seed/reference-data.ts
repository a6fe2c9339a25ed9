import "server-only";

import { CATEGORIES } from "@/lib/content/categories";

import { categories, industries, jobInterests, skills } from "../schema";
import type { Db } from "../types";
import { INDUSTRIES, JOB_INTERESTS_BY_CATEGORY } from "./catalog-data";
import { SKILLS_BY_CATEGORY } from "./skills";

const perCategory = (lists: Record<number, readonly string[]>) =>
  CATEGORIES.flatMap((category) => (lists[category.id] ?? []).map((name) => ({ name, categoryId: category.id })));

/** Idempotent: safe to run on every seed (unique indexes turn repeats into no-ops). */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values([...CATEGORIES])
    .onConflictDoNothing();
  await db.insert(skills).values(perCategory(SKILLS_BY_CATEGORY)).onConflictDoNothing();
  await db.insert(jobInterests).values(perCategory(JOB_INTERESTS_BY_CATEGORY)).onConflictDoNothing();
  await db
    .insert(industries)
    .values(INDUSTRIES.map((name) => ({ name })))
    .onConflictDoNothing();
}
