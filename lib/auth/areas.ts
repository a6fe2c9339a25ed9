import type { MemberKind } from "@/lib/accounts/kinds";

export const SIGN_IN_PATH = "/login";

/** The home of each kind of account. */
export const AREA_HOME: Record<MemberKind, string> = { talent: "/talent", client: "/recruiter" };

/** Where a talent goes right after signing up: the profile's first steps. */
export const TALENT_ONBOARDING = "/talent/onboarding";

/** A last segment with an extension names a static file (public/talent/amara-okafor.svg), never a page. */
export const isFilePath = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf("/") + 1));

/**
 * The account kind a page path requires: `/talent/…` talent, `/recruiter/…` client, anything else none.
 * Static files are public wherever they sit, even under an area's prefix.
 */
export function requiredKindFor(pathname: string): MemberKind | null {
  if (isFilePath(pathname)) return null;
  if (pathname === "/talent" || pathname.startsWith("/talent/")) return "talent";
  if (pathname === "/recruiter" || pathname.startsWith("/recruiter/")) return "client";
  return null;
}

/** The sign-in page with error=SessionRequired and the path to come back to. */
export function sessionRequiredPath(callbackUrl: string): string {
  const query = new URLSearchParams({ error: "SessionRequired", callbackUrl });
  return `${SIGN_IN_PATH}?${query}`;
}
