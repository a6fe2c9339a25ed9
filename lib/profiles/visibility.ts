import type { AccountKind } from "@/lib/accounts/kinds";
import type { Visibility } from "@/lib/validation/profile-options";

export type ProfileViewer = { kind: AccountKind; id: number } | null;

/**
 * Who may see a profile: `public` anyone with the link, `recruiters` signed-in clients and managers,
 * `hidden` nobody; the owner always sees their own.
 */
export function canViewProfile(visibility: Visibility, viewer: ProfileViewer, ownerId: number): boolean {
  if (viewer?.kind === "talent" && viewer.id === ownerId) return true;
  if (visibility === "public") return true;
  if (visibility === "recruiters") return viewer?.kind === "client" || viewer?.kind === "manager";
  return false;
}

/** The résumé goes only to signed-in clients and managers (and the owner), and only of a profile they may see. */
export function canDownloadResume(visibility: Visibility, viewer: ProfileViewer, ownerId: number): boolean {
  if (viewer?.kind === "talent") return viewer.id === ownerId;
  return viewer !== null && canViewProfile(visibility, viewer, ownerId);
}
