/**
 * A mirror of the UI store's `sidebarExpanded` (kept in localStorage under that fixed key) in a cookie,
 * so the server's first HTML already draws the sidebar at the width the user chose: no jump on load.
 */
export const SIDEBAR_COOKIE = "sidebar_expanded";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** The cookie's value as the server reads it: expanded unless it says "false". */
export const sidebarExpandedFromCookie = (value: string | undefined): boolean => value !== "false";

export function writeSidebarCookie(expanded: boolean): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}
