import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import { APPLICATION_STAGES } from "@/lib/applications/stages";
import { ENGAGEMENT_STATUSES } from "@/lib/engagements/states";
import { INTERVIEW_STATUSES } from "@/lib/interviews/states";
import { OFFER_STATUSES } from "@/lib/offers/states";

import { messageSchema, readPositionsSchema } from "./conversations";
import { z } from "./zod";

/** The kinds of live event a signed-in tab receives on `GET /api/{talent|client}/events`. */
export const LIVE_EVENT_TYPES = ["message", "read", "interview", "application", "offer", "engagement"] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

const applicationId = z.number().int().positive();

/** Each event's `data:` JSON, by its `event:` name. */
export const liveEventSchemas = {
  /** A message was posted (to both sides, so the author's other tabs see it too). */
  message: z.object({ application_id: applicationId, message: messageSchema }),
  /** A side raised its read position; `read_up_to` is both sides' positions after it. */
  read: z.object({ application_id: applicationId, reader: z.enum(MEMBER_KINDS), read_up_to: readPositionsSchema }),
  /** An interview was proposed, booked, rescheduled (back to `proposed`) or cancelled. */
  interview: z.object({
    application_id: applicationId,
    interview_id: z.number().int().positive(),
    status: z.enum(INTERVIEW_STATUSES),
  }),
  /** The application moved to another stage. */
  application: z.object({ application_id: applicationId, stage: z.enum(APPLICATION_STAGES) }),
  /** An offer was sent, withdrawn, superseded, accepted or declined. */
  offer: z.object({
    application_id: applicationId,
    offer_id: z.number().int().positive(),
    status: z.enum(OFFER_STATUSES),
  }),
  /** An engagement began (an offer was accepted), had its end set or its weekly cap changed. */
  engagement: z.object({
    application_id: applicationId,
    engagement_id: z.number().int().positive(),
    status: z.enum(ENGAGEMENT_STATUSES),
    change: z.enum(["started", "ending", "cap"]),
  }),
} satisfies Record<LiveEventType, z.ZodType>;

export type LiveEventData = { [T in LiveEventType]: z.infer<(typeof liveEventSchemas)[T]> };

/** `?last_event_id=`: the fallback of the `Last-Event-ID` header, for clients that cannot set it. */
export const lastEventIdSchema = z.coerce
  .number({ error: "The last event id must be an event id." })
  .int("The last event id must be an event id.")
  .min(0, "The last event id must be an event id.")
  .max(Number.MAX_SAFE_INTEGER, "The last event id must be an event id.");

export const eventsQuerySchema = z.object({ last_event_id: lastEventIdSchema.optional() });
