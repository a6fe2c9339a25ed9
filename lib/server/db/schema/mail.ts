import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { accountKind } from "./accounts";

export const mailStatus = pgEnum("mail_status", ["pending", "sent", "parked"]);

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
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    // A claimed row is leased until then; a sender that died mid-send leaves it to be claimed again.
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt), index("mail_outbox_kind_idx").on(t.kind)],
);

export const accountTokenPurpose = pgEnum("account_token_purpose", ["verify_email", "reset_password", "change_email"]);

/** Single-use links sent by email; only a hash of the token is kept. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    purpose: accountTokenPurpose("purpose").notNull(),
    accountKind: accountKind("account_kind").notNull(),
    accountId: integer("account_id").notNull(),
    // The address the link was sent to: verification applies only while it is still the account's address.
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_unique").on(t.tokenHash),
    index("account_tokens_account_idx").on(t.accountKind, t.accountId, t.purpose),
  ],
);
