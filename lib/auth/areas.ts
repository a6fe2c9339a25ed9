import type { UserType } from "@/lib/api/types";

export const SIGN_IN_PATH = "/login";

/** The home of each kind of account. */
export const AREA_HOME: Record<UserType, string> = { talent: "/talent", client: "/recruiter" };

/** The account kind a path requires: `/talent/…` talent, `/recruiter/…` client, anything else none. */
export function requiredKindFor(pathname: string): UserType | null {
  if (pathname === "/talent" || pathname.startsWith("/talent/")) return "talent";
  if (pathname === "/recruiter" || pathname.startsWith("/recruiter/")) return "client";
  return null;
}

/** The sign-in page with error=SessionRequired and the path to come back to. */
export function sessionRequiredPath(callbackUrl: string): string {
  const query = new URLSearchParams({ error: "SessionRequired", callbackUrl });
  return `${SIGN_IN_PATH}?${query}`;
}
