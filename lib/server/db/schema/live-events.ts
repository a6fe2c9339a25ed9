import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { accountKind } from "./accounts";

/**
 * What each signed-in tab is told live (lib/server/events): written in the transaction of the change it announces.
 * The table is the truth; the NOTIFY beside each row only wakes the streams, which read from here.
 */
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipientKind: accountKind("recipient_kind").notNull(),
    recipientId: integer("recipient_id").notNull(),
    // One of LIVE_EVENT_TYPES (lib/validation/live-events.ts); its JSON is that type's schema.
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("live_events_recipient_idx").on(t.recipientKind, t.recipientId, t.id),
    index("live_events_created_idx").on(t.createdAt),
  ],
);
