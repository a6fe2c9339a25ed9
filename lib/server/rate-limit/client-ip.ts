import "server-only";

import { isIP } from "node:net";

import { env } from "../env";
import { CLIENT_ADDRESS_HEADER } from "./client-address-header";

/** The key used when the client's address is unknown: every such client shares one window. */
export const UNKNOWN_CLIENT = "unknown";

/** "::ffff:127.0.0.2" (IPv4 on a dual-stack socket) and "127.0.0.2" are one client. */
function normalized(address: string | undefined): string {
  const trimmed = address?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return trimmed && isIP(trimmed) ? trimmed.toLowerCase() : UNKNOWN_CLIENT;
}

/**
 * The client's IP for rate limiting.
 * - No proxy (`hops` 0): the socket's remote address, which server.mjs writes into CLIENT_ADDRESS_HEADER
 *   after deleting whatever the client sent under that name. X-Forwarded-For is ignored: a client writes
 *   what it likes there, and Next.js keeps a client-sent value instead of the socket's.
 * - Behind `hops` proxies of ours, each appending its peer: the entry `hops` from the right, the one our
 *   outermost proxy wrote. Entries further left came from the client and prove nothing.
 * An address that is missing or not an IP gives UNKNOWN_CLIENT: one shared window, stricter, never a bypass.
 */
export function clientIp(request: Request, hops = env().TRUST_PROXY_HOPS): string {
  if (hops === 0) return normalized(request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined);
  const chain = (request.headers.get("x-forwarded-for") ?? "").split(",");
  return chain.length >= hops ? normalized(chain[chain.length - hops]) : UNKNOWN_CLIENT;
}
