import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { MAIL_STATUSES } from "@/lib/validation/mail-log";

export const mailStatus = pgEnum("mail_status", MAIL_STATUSES);

/**
 * The transactional outbox: a message is written in the same transaction as the event that causes it, and
 * senders in every instance claim due rows (FOR UPDATE SKIP LOCKED), send, and mark them sent; failures
 * retry with backoff and are parked after a bounded number of attempts.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    // What kind of message this is (e.g. "verify_email", "stage_changed"): for logs, the console and tests.
    kind: text("kind").notNull(),
    // Extra headers, e.g. List-Unsubscribe for notifications.
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    // A link's token, sealed (AES-256-GCM) with a key derived from the auth secret, which the database does not
    // hold; html and text carry "[redacted]" in its place. The sender opens it to send, then clears it.
    sealedSecret: text("sealed_secret"),
    // An iMIP calendar part (RFC 6047): the VCALENDAR text and its iTIP method, sent as text/calendar beside the text.
    calendar: text("calendar"),
    calendarMethod: text("calendar_method"),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // A claimed row is leased until then; a sender that died mid-send leaves it to be claimed again.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // A mail that later news may replace while it waits (lib/server/mail/coalesce.ts): one subject and recipient,
    // e.g. "stage_changed:<application>:<address>", and the state the recipient last heard of before it.
    coalesceKey: text("coalesce_key"),
    coalesceBase: text("coalesce_base"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_kind_idx").on(t.kind),
    index("mail_outbox_coalesce_idx")
      .on(t.coalesceKey)
      .where(sql`${t.coalesceKey} is not null and ${t.status} = 'pending'`),
  ],
);
