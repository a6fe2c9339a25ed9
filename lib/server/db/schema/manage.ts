import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { JOB_REPORT_REASONS } from "@/lib/validation/job-review";

import { accountKind, managers } from "./accounts";
import { jobs } from "./jobs";

export const managerLinkPurpose = pgEnum("manager_link_purpose", ["setup", "invite"]);

/**
 * Single-use links that make a manager: the first manager's setup link (logged at start while no manager
 * exists) and invitations from managers. Only a hash of the token is kept.
 */
export const managerLinks = pgTable(
  "manager_links",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    purpose: managerLinkPurpose("purpose").notNull(),
    // For an invitation: the address it was sent to (the new manager signs up with it).
    email: text("email"),
    invitedBy: integer("invited_by").references(() => managers.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: integer("used_by").references(() => managers.id),
    // A pending invitation a manager withdrew: its link answers as one that cannot be used.
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => managers.id),
  },
  (t) => [uniqueIndex("manager_links_hash_unique").on(t.tokenHash)],
);

export const jobReportReason = pgEnum("job_report_reason", JOB_REPORT_REASONS);

/** A signed-in user's report of a job; open reports (not resolved) form the managers' queue. */
export const jobReports = pgTable(
  "job_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reporterKind: accountKind("reporter_kind").notNull(),
    reporterId: integer("reporter_id").notNull(),
    reason: jobReportReason("reason").notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => managers.id),
    resolution: text("resolution"),
  },
  (t) => [
    // One report per person per job.
    uniqueIndex("job_reports_reporter_unique").on(t.jobId, t.reporterKind, t.reporterId),
    index("job_reports_open_idx")
      .on(t.createdAt)
      .where(sql`resolved_at IS NULL`),
  ],
);

/**
 * Every manager action: who, what, on what, when, and the state before and after. Append-only: triggers
 * (migration 0006) refuse UPDATE, DELETE and TRUNCATE for everyone, managers and the app included.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // Null only for the first manager's setup, which no manager performed.
    managerId: integer("manager_id").references(() => managers.id),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_target_idx").on(t.targetKind, t.targetId),
    index("audit_log_manager_idx").on(t.managerId, t.at),
  ],
);
