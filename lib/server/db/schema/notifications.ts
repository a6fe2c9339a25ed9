import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

import { accountKind, clients, managers, talents } from "./accounts";

/**
 * A person's choice for one kind of notification (lib/notifications/topics.ts). No row means the topic's
 * default (every notification is on by default).
 */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    accountKind: accountKind("account_kind").notNull(),
    accountId: integer("account_id").notNull(),
    topic: text("topic").notNull(),
    // "on", "off", or "daily" (a digest, for the topics that offer one).
    setting: text("setting").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountKind, t.accountId, t.topic] }),
    check("notification_settings_setting", sql`${t.setting} in ('on', 'off', 'daily')`),
  ],
);

/** A talent's saved search of the jobs board: new matching jobs are mailed daily (job alerts). */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // The board's filters, as validated by the jobs query schema (lib/validation/jobs.ts).
    query: jsonb("query").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Jobs posted after this were not alerted yet; the daily run claims a search by moving it forward.
    alertedThrough: timestamp("alerted_through", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_searches_talent_idx").on(t.talentId), index("saved_searches_due_idx").on(t.alertedThrough)],
);

/** Where a recruiter's daily digest of new applicants stands: applications after `sent_through` are not in one yet. */
export const applicantDigests = pgTable(
  "applicant_digests",
  {
    clientId: integer("client_id")
      .primaryKey()
      .references(() => clients.id, { onDelete: "cascade" }),
    sentThrough: timestamp("sent_through", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("applicant_digests_due_idx").on(t.sentThrough)],
);

/**
 * When each manager's daily digest of the console's queues last covered up to. A manager gets a row on the first
 * run after they exist; the digest then covers what entered a queue since.
 */
export const managerDigests = pgTable(
  "manager_digests",
  {
    managerId: integer("manager_id")
      .primaryKey()
      .references(() => managers.id, { onDelete: "cascade" }),
    sentThrough: timestamp("sent_through", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("manager_digests_due_idx").on(t.sentThrough)],
);
