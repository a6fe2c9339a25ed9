/**
 * The layout rule, stated once: the public header and footer appear on every page except
 * paths containing one of these segments, which render bare. It is a substring test on purpose
 * ("/signup/talent" is bare, "/for-talent" is not because its "talent" is not preceded by "/").
 */
export const BARE_PATH_MARKERS = ["/login", "/apply", "/hire", "/recruiter", "/talent", "/admin", "/test"] as const;

export function isBarePath(pathname: string): boolean {
  return BARE_PATH_MARKERS.some((marker) => pathname.includes(marker));
}

/** Paths containing /admin are kept out of search engines (meta robots here, X-Robots-Tag in proxy.ts). */
export function isNoIndexPath(pathname: string): boolean {
  return pathname.includes("/admin");
}
