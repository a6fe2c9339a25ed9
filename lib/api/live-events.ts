import type { MemberKind } from "@/lib/accounts/kinds";
import { publicEnv } from "@/lib/public-env";

import { API_KEY_MISSING } from "./client";
import { tokenFor } from "./token-storage";

/**
 * GET /api/{talent|client}/events: the live event stream. Through `fetch`, not the axios instance (which buffers a
 * whole answer) nor EventSource (which cannot send headers), with the same API key and bearer token it sends.
 */
export async function liveEventsRequest(
  kind: MemberKind,
  lastEventId: string | undefined,
  signal: AbortSignal,
): Promise<Response> {
  const { NEXT_PUBLIC_API_KEY: key, NEXT_PUBLIC_API_BASE_URL: base } = publicEnv();
  if (!key) throw new Error(API_KEY_MISSING);
  const headers = new Headers({ Accept: "text/event-stream", "X-API-KEY": key });
  const token = tokenFor(kind);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (lastEventId !== undefined) headers.set("Last-Event-ID", lastEventId);
  return fetch(`${base ?? ""}/api/${kind}/events`, { headers, signal, cache: "no-store" });
}
