import "server-only";

import { eq } from "drizzle-orm";

import type { OwnProfile } from "@/lib/validation/profile";

import { talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { unauthorized } from "../http/errors";
import { ensureHandle } from "./handles";
import { profileJson, type ProfileRow } from "./profile-json";

async function readProfile(db: Db, talentId: number) {
  const [row] = await db
    .select({ talent: talents, profile: talentProfiles })
    .from(talents)
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .where(eq(talents.id, talentId))
    .limit(1);
  return row;
}

/** Rows older than handles (or than profile rows) get both on first read, so the answer always has a handle. */
async function completeRow(db: Db, talentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(talentProfiles).values({ talentId }).onConflictDoNothing();
    await tx
      .select({ id: talentProfiles.talentId })
      .from(talentProfiles)
      .where(eq(talentProfiles.talentId, talentId))
      .for("update");
    await ensureHandle(tx, talentId);
  });
}

/** GET /api/talent/profile: the talent's own profile with the name fields the editor writes. */
export async function getOwnProfile(db: Db, talentId: number): Promise<OwnProfile> {
  let row = await readProfile(db, talentId);
  if (!row) throw unauthorized();
  if (!row.profile?.handle) {
    await completeRow(db, talentId);
    row = await readProfile(db, talentId);
  }
  const profile: ProfileRow | null | undefined = row?.profile;
  if (!row || !profile) throw unauthorized();
  return { ...(await profileJson(db, profile)), first_name: row.talent.firstName, last_name: row.talent.lastName };
}
