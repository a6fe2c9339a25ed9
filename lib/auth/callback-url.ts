/**
 * Where to go after sign-in: `callbackUrl` when it points at our own origin, else `fallback`.
 * Browsers treat `//host` and `/\host` as other origins, so only a single leading slash counts as a path.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin: string, fallback = "/"): string {
  if (!raw) return fallback;
  const value = raw.trim();
  if (/^\/(?![/\\])/.test(value)) {
    return new URL(value, origin).origin === origin ? value : fallback;
  }
  try {
    const url = new URL(value);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
