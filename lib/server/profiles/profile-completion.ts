import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { APPLY_THRESHOLD } from "@/lib/profiles/completeness";

import { talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import { profileJson } from "./profile-json";

/**
 * Stamps `completed_at` the first time the profile reaches the apply threshold (the metrics' "complete
 * profiles"); later saves, complete or not, leave the first date alone. Call it in the transaction that
 * saved the profile, after every write, so the rule sees what was saved.
 */
export async function markCompletedWhenReady(tx: Db, talentId: number): Promise<void> {
  const [row] = await tx
    .select()
    .from(talentProfiles)
    .where(and(eq(talentProfiles.talentId, talentId), isNull(talentProfiles.completedAt)))
    .limit(1);
  if (!row) return;
  const { completeness } = await profileJson(tx, row);
  if (completeness.percent < APPLY_THRESHOLD) return;
  await tx
    .update(talentProfiles)
    .set({ completedAt: sql`coalesce(${talentProfiles.completedAt}, now())` })
    .where(eq(talentProfiles.talentId, talentId));
}
