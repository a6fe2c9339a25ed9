import "server-only";

import { eq } from "drizzle-orm";

import type { Completeness } from "@/lib/profiles/completeness";
import type { Visibility } from "@/lib/validation/profile-options";

import { talents } from "../db/schema";
import type { Db } from "../db/types";
import { siteUrl } from "../env";
import { unauthorized } from "../http/errors";
import { getOwnProfile } from "./own-profile";

/** What the talent's Overview shows: how complete the profile is, and where it lives. */
export type TalentOverview = { handle: string; completeness: Completeness; visibility: Visibility };

/** What the talent's Account page shows. */
export type TalentAccount = { name: string; email: string; handle: string; profileUrl: string; visibility: Visibility };

/** Every profile has a handle once it has been read (getOwnProfile gives one to older rows). */
function handleOf(profile: { handle: string | null }): string {
  if (!profile.handle) throw unauthorized();
  return profile.handle;
}

export async function getTalentOverview(db: Db, talentId: number): Promise<TalentOverview> {
  const profile = await getOwnProfile(db, talentId);
  return { handle: handleOf(profile), completeness: profile.completeness, visibility: profile.visibility };
}

export async function getTalentAccount(db: Db, talentId: number): Promise<TalentAccount> {
  const profile = await getOwnProfile(db, talentId);
  const [row] = await db.select({ email: talents.email }).from(talents).where(eq(talents.id, talentId)).limit(1);
  if (!row) throw unauthorized();
  const handle = handleOf(profile);
  return {
    name: `${profile.first_name} ${profile.last_name}`.trim(),
    email: row.email,
    handle,
    profileUrl: `${siteUrl()}/profiles/${handle}`,
    visibility: profile.visibility,
  };
}
