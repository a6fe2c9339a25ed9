import "server-only";

import { eq, sql } from "drizzle-orm";

import { isValidHandle } from "@/lib/profiles/handle";
import { canDownloadResume, canViewProfile, effectiveVisibility, type ProfileViewer } from "@/lib/profiles/visibility";
import type { PublicProfile } from "@/lib/validation/profile";

import { talentProfiles, talents, talentVetting } from "../db/schema";
import type { Db } from "../db/types";
import { ratingOf } from "../reviews/rating";
import { vettedFlag } from "../vetting/vetted";
import { publicProfileJson } from "./profile-json";

/**
 * The profile at /profiles/{handle} as `viewer` may see it, or null when there is none or the viewer may
 * not see it (the two look the same, so a hidden profile's existence does not leak). A suspended talent's profile
 * answers as a hidden one. Never the email.
 */
export async function profileForViewer(db: Db, handle: string, viewer: ProfileViewer): Promise<PublicProfile | null> {
  if (!isValidHandle(handle.toLowerCase())) return null;
  const [row] = await db
    .select({
      profile: talentProfiles,
      firstName: talents.firstName,
      lastName: talents.lastName,
      suspendedAt: talents.suspendedAt,
      vetted: vettedFlag,
    })
    .from(talentProfiles)
    .innerJoin(talents, eq(talents.id, talentProfiles.talentId))
    .leftJoin(talentVetting, eq(talentVetting.talentId, talentProfiles.talentId))
    .where(sql`lower(${talentProfiles.handle}) = lower(${handle})`)
    .limit(1);
  const profile = row?.profile;
  if (!row || !profile?.handle) return null;
  const visibility = effectiveVisibility(profile.visibility, row.suspendedAt !== null);
  if (!canViewProfile(visibility, viewer, profile.talentId)) return null;
  const withResume = canDownloadResume(visibility, viewer, profile.talentId);
  const json = await publicProfileJson(db, { ...profile, handle: profile.handle }, row, withResume);
  return { ...json, rating: await ratingOf(db, "talent", profile.talentId) };
}
