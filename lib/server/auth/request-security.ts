import "server-only";

/**
 * Whether the visitor reached us over HTTPS: directly, or through a proxy that says so.
 * It only decides the cookies' Secure flag and name, so a forged header gains nothing.
 */
export function isSecureRequest(headers: Headers, url?: string): boolean {
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return url ? new URL(url).protocol === "https:" : false;
}
