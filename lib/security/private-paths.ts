import { isFilePath } from "@/lib/auth/areas";

/**
 * Where answers are someone's own: the workspaces, the console and the APIs behind them. Their answers carry
 * `Cache-Control: no-store` (proxy.ts), so no browser keeps them in its HTTP cache or back/forward cache for
 * Back to show after the session has ended; a page restored anyway is reloaded (components/auth/restored-page-guard.tsx).
 */
export const PRIVATE_PATH_PREFIXES = [
  "/talent",
  "/recruiter",
  "/admin",
  "/api/talent",
  "/api/client",
  "/api/manage",
  "/api/auth",
] as const;

/** Whether `pathname` lies under a private prefix; static files (public/talent/*.svg) are public wherever they sit. */
export function isPrivatePath(pathname: string): boolean {
  if (isFilePath(pathname) && !pathname.startsWith("/api/")) return false;
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
