import type { AccountKind } from "@/lib/accounts/kinds";
import type { Visibility } from "@/lib/validation/profile-options";

/**
 * Who is looking: an account of any kind, or null when signed out. `verified` is whether the account's email is
 * verified: a client counts as a recruiter only then (managers are made by a manager, and always count).
 */
export type ProfileViewer = { kind: AccountKind; id: number; verified: boolean } | null;

/** A recruiter, for visibility: a manager, or a client whose email is verified. */
export const isVerifiedRecruiter = (viewer: ProfileViewer): boolean =>
  viewer?.kind === "manager" || (viewer?.kind === "client" && viewer.verified);

/** What a profile's visibility amounts to: a suspended talent's profile reads as hidden until reinstated. */
export const effectiveVisibility = (visibility: Visibility, suspended: boolean): Visibility =>
  suspended ? "hidden" : visibility;

/**
 * Who may see a profile: `public` anyone with the link, `recruiters` managers and clients with a verified email,
 * `hidden` nobody; the owner always sees their own. Pass the effective visibility (a suspension hides).
 */
export function canViewProfile(visibility: Visibility, viewer: ProfileViewer, ownerId: number): boolean {
  if (viewer?.kind === "talent" && viewer.id === ownerId) return true;
  if (visibility === "public") return true;
  if (visibility === "recruiters") return isVerifiedRecruiter(viewer);
  return false;
}

/** The résumé goes only to managers and verified clients (and the owner), and only of a profile they may see. */
export function canDownloadResume(visibility: Visibility, viewer: ProfileViewer, ownerId: number): boolean {
  if (viewer?.kind === "talent") return viewer.id === ownerId;
  return isVerifiedRecruiter(viewer) && canViewProfile(visibility, viewer, ownerId);
}
