import "server-only";

import { eq } from "drizzle-orm";

import { APPLY_THRESHOLD, type Completeness } from "@/lib/profiles/completeness";

import { talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";
import { profileJson, type ProfileRow } from "./profile-json";

/** What the talent is trying to do, in the words of the refusal ("needed to apply", "before applying"). */
export type GatedAction = { verb: string; gerund: string };

/** The talent's profile row, or null when none exists yet. */
async function profileRowOf(db: Db, talentId: number): Promise<ProfileRow | null> {
  const [row] = await db.select().from(talentProfiles).where(eq(talentProfiles.talentId, talentId)).limit(1);
  return row ?? null;
}

/** The talent's profile completeness, or null when no profile row exists yet. */
export async function completenessOf(db: Db, talentId: number): Promise<Completeness | null> {
  const profile = await profileRowOf(db, talentId);
  return profile ? (await profileJson(db, profile)).completeness : null;
}

/** Refuses a profile below the threshold, naming what is missing so the screen can link to each item. */
export async function assertCompleteEnough(db: Db, talentId: number, action: GatedAction): Promise<void> {
  assertCompleteness(await completenessOf(db, talentId), action);
}

/** The same refusal for a completeness the caller worked out (null: no profile row yet). */
export function assertCompleteness(found: Completeness | null, action: GatedAction): void {
  if (!found) throw validationFailed({ profile: [`Complete your profile before ${action.gerund}.`] });
  if (found.percent >= APPLY_THRESHOLD) return;
  const missing = found.missing.map((item) => item.label).join(", ");
  // Each missing item is also a field error of its own, so the screen can link to each one.
  throw validationFailed(
    {
      profile: [
        `Your profile is ${found.percent}% complete; ${APPLY_THRESHOLD}% is needed to ${action.verb}. Missing: ${missing}.`,
      ],
      ...Object.fromEntries(found.missing.map((item) => [item.field, [item.label]])),
    },
    `Your profile is not complete enough to ${action.verb}.`,
  );
}
