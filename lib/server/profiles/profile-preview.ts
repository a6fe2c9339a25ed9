import "server-only";

import type { ProfileViewer } from "@/lib/profiles/visibility";
import type { PublicProfile } from "@/lib/validation/profile";
import type { Visibility } from "@/lib/validation/profile-options";

import type { Db } from "../db/types";
import { profileForViewer } from "./public-profile";
import { getTalentAccount } from "./talent-workspace";

export const PREVIEW_AUDIENCES = ["visitor", "recruiter"] as const;
export type PreviewAudience = (typeof PREVIEW_AUDIENCES)[number];

/** Who each preview looks through: nobody signed in, or a recruiter (a stand-in: no account has id 0). */
const VIEWERS: Record<PreviewAudience, ProfileViewer> = {
  visitor: null,
  recruiter: { kind: "client", id: 0, verified: true },
};

/** The `as` parameter of the preview's URL: a visitor unless it names a recruiter. */
export const previewAudience = (as: unknown): PreviewAudience => (as === "recruiter" ? "recruiter" : "visitor");

export type ProfilePreview = { handle: string; visibility: Visibility; profile: PublicProfile | null };

/**
 * The talent's own profile as `audience` would see it at /profiles/{handle}, through the same rules as that page:
 * null when they would be told it does not exist.
 */
export async function previewOwnProfile(db: Db, talentId: number, audience: PreviewAudience): Promise<ProfilePreview> {
  const { handle, visibility } = await getTalentAccount(db, talentId);
  return { handle, visibility, profile: await profileForViewer(db, handle, VIEWERS[audience]) };
}
