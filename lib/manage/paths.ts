/** Where the manage area (the console under /admin) starts after signing in. */
export const MANAGE_HOME = "/admin/vetting";

/** The manage area's own pages: the only places its sign-in sends a manager back to. */
export const isManagePath = (path: string): boolean =>
  /^\/admin\/[A-Za-z0-9/_-]*(\?[^#]*)?$/.test(path) && !path.startsWith("//");

/** The manage area's sign-in, with the page to come back to. */
export const manageLoginPath = (next?: string): string =>
  next && isManagePath(next) && next !== MANAGE_HOME ? `/admin?${new URLSearchParams({ next })}` : "/admin";

/** Where a manager goes after signing in: `next` when it is a page of the manage area, else its home. */
export const afterSignIn = (next: string | null | undefined): string =>
  next && isManagePath(next) ? next : MANAGE_HOME;
