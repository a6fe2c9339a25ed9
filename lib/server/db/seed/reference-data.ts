import "server-only";
import { categories } from "../schema";
import type { Db } from "../types";

export const CATEGORY_ROWS = [
  { id: 1, name: "Software Development", slug: "software-development" },
  { id: 2, name: "UI/UX Design", slug: "ui-ux-design" },
  { id: 3, name: "Digital Marketing", slug: "digital-marketing" },
] as const;

/** Idempotent: safe to run on every seed. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(categories).values([...CATEGORY_ROWS]).onConflictDoNothing();
}
