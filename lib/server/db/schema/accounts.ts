import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { ACCOUNT_KINDS } from "../../../accounts/kinds";
import { categories } from "./catalog";

export const accountKind = pgEnum("account_kind", ACCOUNT_KINDS);

// A function, not an object: Drizzle column builders must not be shared between tables.
const personColumns = () => ({
  id: serial("id").primaryKey(),
  uuid: uuid("uuid").notNull().defaultRandom().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash"),
  // Set when the owner opened a verification link (or signed in with a provider that vouches for the address).
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  // Set by a manager: the account cannot log in and its tokens are revoked (lib/server/manage/accounts).
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Emails are unique per account kind, case-insensitively, and the database enforces it.
export const talents = pgTable("talents", personColumns(), (t) => [
  uniqueIndex("talents_email_lower_unique").on(sql`lower(${t.email})`),
]);

export const clients = pgTable(
  "clients",
  {
    ...personColumns(),
    companyName: text("company_name").notNull(),
    companySize: text("company_size"),
    phone: text("phone"),
    website: text("website"),
    hiringFor: integer("hiring_for").references(() => categories.id),
  },
  (t) => [uniqueIndex("clients_email_lower_unique").on(sql`lower(${t.email})`)],
);

export const managers = pgTable("managers", personColumns(), (t) => [
  uniqueIndex("managers_email_lower_unique").on(sql`lower(${t.email})`),
]);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    kind: accountKind("kind").notNull(),
    accountId: integer("account_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_tokens_account_idx").on(t.kind, t.accountId)],
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
