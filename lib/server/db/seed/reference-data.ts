import "server-only";
import { CATEGORIES } from "@/lib/content/categories";
import { categories } from "../schema";
import type { Db } from "../types";


/** Idempotent: safe to run on every seed. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(categories).values([...CATEGORIES]).onConflictDoNothing();
}
