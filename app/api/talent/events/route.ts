import { liveEventsResponse } from "@/lib/server/events/events-response";
import { authedRoute } from "@/lib/server/http/api-handler";

// GET /api/talent/events – the talent's live events (text/event-stream); Last-Event-ID catches up first
export const GET = authedRoute("talent", async ({ account, request }) =>
  liveEventsResponse({ kind: "talent", id: account.id }, account.token, request),
);
