import "server-only";

import { eq } from "drizzle-orm";

import type { TalentUser } from "@/lib/validation/profile";

import { talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { emptyProfile, profileJson } from "../profiles/profile-json";
import { talentJson } from "./user-json";

/** The talent with its profile (an empty one if none was ever saved), or null. */
export async function getTalentUser(db: Db, id: number): Promise<TalentUser | null> {
  const [row] = await db
    .select({ talent: talents, profile: talentProfiles })
    .from(talents)
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .where(eq(talents.id, id))
    .limit(1);
  if (!row) return null;
  const profile = row.profile ?? emptyProfile(id, row.talent.createdAt);
  return { ...talentJson(row.talent), type: "talent", profile: await profileJson(db, profile) };
}
