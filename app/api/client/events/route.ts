import { liveEventsResponse } from "@/lib/server/events/events-response";
import { authedRoute } from "@/lib/server/http/api-handler";

// GET /api/client/events – the client's live events (text/event-stream); Last-Event-ID catches up first
export const GET = authedRoute("client", async ({ account, request }) =>
  liveEventsResponse({ kind: "client", id: account.id }, account.token, request),
);
