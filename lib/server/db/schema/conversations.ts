import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { accountKind, managers } from "./accounts";
import { applications } from "./applications";

/** Messages between a talent and a company, one conversation per application (lib/server/conversations). */
export const messages = pgTable(
  "messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorKind: accountKind("author_kind").notNull(),
    authorId: integer("author_id").notNull(),
    // Plain text as written (trimmed); never HTML.
    body: text("body").notNull(),
    // The sender's Idempotency-Key header: a retried send finds its first message instead of writing another.
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_application_idx").on(t.applicationId, t.id),
    uniqueIndex("messages_idempotency_unique").on(t.authorKind, t.authorId, t.idempotencyKey),
    check("messages_body_length", sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/**
 * One row per application with at least one message: what the inbox sorts by (the last message) and how far
 * each side has read (a message id, only ever raised).
 */
export const conversations = pgTable(
  "conversations",
  {
    applicationId: bigint("application_id", { mode: "number" })
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    lastMessageId: bigint("last_message_id", { mode: "number" }).notNull(),
    talentReadUpTo: bigint("talent_read_up_to", { mode: "number" }),
    clientReadUpTo: bigint("client_read_up_to", { mode: "number" }),
    // How far each side was mailed about unread messages (a message id, only ever raised): the next unread mail
    // quotes only what came after max(read position, this), so one burst of messages makes one mail.
    talentMailedUpTo: bigint("talent_mailed_up_to", { mode: "number" }),
    clientMailedUpTo: bigint("client_mailed_up_to", { mode: "number" }),
  },
  (t) => [index("conversations_last_message_idx").on(t.lastMessageId)],
);

/**
 * The reply address of one person in one conversation (`reply+{token}@MAIL_DOMAIN`, lib/server/mail/inbound): a
 * random 128-bit token, lower-case hex (mail servers may change a local part's case). Revoked when the account is
 * suspended; the inbound server also checks, on every reply, that the person still takes part.
 */
export const replyAddresses = pgTable(
  "reply_addresses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    token: text("token").notNull(),
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    accountKind: accountKind("account_kind").notNull(),
    accountId: integer("account_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reply_addresses_token_unique").on(t.token),
    // One live address per person and conversation: every mail of the conversation carries the same one.
    uniqueIndex("reply_addresses_live_unique")
      .on(t.accountKind, t.accountId, t.applicationId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * A participant's report of a message the other side wrote, for the managers' console (lib/server/conversations/
 * report-message.ts, lib/server/manage/message-reports.ts). One per reporter per message.
 */
export const messageReports = pgTable(
  "message_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    reporterKind: accountKind("reporter_kind").notNull(),
    reporterId: integer("reporter_id").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => managers.id),
    // "dismissed", or "author_suspended" when the manager suspended the message's author.
    resolution: text("resolution"),
  },
  (t) => [
    uniqueIndex("message_reports_reporter_unique").on(t.messageId, t.reporterKind, t.reporterId),
    index("message_reports_open_idx")
      .on(t.createdAt)
      .where(sql`resolved_at IS NULL`),
  ],
);
