import "server-only";

import type { NextRequest } from "next/server";

import { lastEventIdSchema } from "@/lib/validation/live-events";

import { getDbHandle } from "../db/client";
import { validationFailed } from "../http/errors";
import type { Recipient } from "./publish";
import { SSE_HEADERS } from "./sse-headers";
import { liveEventStream } from "./stream";

/** Where to resume: the `Last-Event-ID` header a reconnecting client sends, else `?last_event_id=`, else now. */
function resumeAfter(request: NextRequest): number | null {
  const [field, raw] = request.headers.has("last-event-id")
    ? ["Last-Event-ID", request.headers.get("last-event-id")]
    : ["last_event_id", request.nextUrl.searchParams.get("last_event_id")];
  if (raw === null) return null;
  const parsed = lastEventIdSchema.safeParse(raw.trim() === "" ? undefined : raw);
  if (!parsed.success) throw validationFailed({ [field]: parsed.error.issues.map((issue) => issue.message) });
  return parsed.data;
}

/** The signed-in talent's or client's live events, as a stream that lasts until the tab goes away. */
export async function liveEventsResponse(who: Recipient, token: string, request: NextRequest): Promise<Response> {
  const after = resumeAfter(request);
  const body = await liveEventStream({ handle: await getDbHandle(), who, token, after, signal: request.signal });
  return new Response(body, { status: 200, headers: SSE_HEADERS });
}
