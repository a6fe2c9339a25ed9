/** Where the console starts after signing in. */
export const CONSOLE_HOME = "/admin/vetting";

/** The console's own pages: the only places its sign-in sends a manager back to. */
export const isConsolePath = (path: string): boolean =>
  /^\/admin\/[A-Za-z0-9/_-]*(\?[^#]*)?$/.test(path) && !path.startsWith("//");

/** The console's sign-in, with the page to come back to. */
export const adminLoginPath = (next?: string): string =>
  next && isConsolePath(next) && next !== CONSOLE_HOME ? `/admin?${new URLSearchParams({ next })}` : "/admin";

/** Where a manager goes after signing in: `next` when it is a console page, else the console's home. */
export const afterSignIn = (next: string | null | undefined): string =>
  next && isConsolePath(next) ? next : CONSOLE_HOME;
