import type { ApiOperation } from "@/lib/openapi/operation";
import { eventsQuerySchema } from "@/lib/validation/live-events";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/events",
    summary:
      "Live events as Server-Sent Events: `message` ({ application_id, message }), `read` ({ application_id, reader, read_up_to }), `interview` ({ application_id, interview_id, status }), `application` ({ application_id, stage }), `offer` ({ application_id, offer_id, status }) and `engagement` ({ application_id, engagement_id, status, change }), each with an `id:`. A `Last-Event-ID` header (or `last_event_id`) first sends the events after it that are still kept (24 hours); without it the stream starts from now. A comment line every 25 s; the stream ends when the token is revoked",
    tag: "Talent",
    token: "talent",
    query: eventsQuerySchema,
    success: {
      status: 200,
      description: "A stream of events, open until the client goes",
      binary: ["text/event-stream"],
    },
    errors: [422],
  },
];
