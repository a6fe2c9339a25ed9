import "server-only";
import { isIP } from "node:net";
import { env } from "../env";

/** The key used when the client's address is unknown: every such client shares one window. */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The client's IP for rate limiting. Next.js route handlers do not see the socket address, so it
 * comes from the first hop of X-Forwarded-For, and only when TRUST_PROXY=true says a proxy we run
 * wrote that header (a client could put anything there otherwise). Without it, every client shares
 * the UNKNOWN_CLIENT window: stricter, never bypassable.
 */
export function clientIp(request: Request, trustProxy = env().TRUST_PROXY === "true"): string {
  if (!trustProxy) return UNKNOWN_CLIENT;
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first && isIP(first) ? first : UNKNOWN_CLIENT;
}
