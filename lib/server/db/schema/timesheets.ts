import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { MILESTONE_STATUSES, TIMESHEET_STATUSES } from "@/lib/timesheets/states";

import { engagements } from "./engagements";

// The statuses and the moves between them live in lib/timesheets/states.ts, nowhere else.
export const timesheetStatus = pgEnum("timesheet_status", TIMESHEET_STATUSES);
export const milestoneStatus = pgEnum("milestone_status", MILESTONE_STATUSES);

/** One hourly engagement's week, Monday to Sunday in the company's time zone (lib/server/timesheets). */
export const timesheets = pgTable(
  "timesheets",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    engagementId: bigint("engagement_id", { mode: "number" })
      .notNull()
      .references(() => engagements.id, { onDelete: "cascade" }),
    // The week's Monday in the company's time zone.
    weekStart: date("week_start", { mode: "string" }).notNull(),
    status: timesheetStatus("status").notNull().default("open"),
    // The sum of its entries' minutes, kept in the transaction that changes an entry.
    minutes: integer("minutes").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    autoSubmitted: boolean("auto_submitted").notNull().default(false),
    // submitted_at + REVIEW_DAYS: the client approves or disputes before it, else the week is approved automatically.
    reviewDeadline: timestamp("review_deadline", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    autoApproved: boolean("auto_approved").notNull().default(false),
    disputeReason: text("dispute_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("timesheets_engagement_week_unique").on(t.engagementId, t.weekStart),
    index("timesheets_status_deadline_idx").on(t.status, t.reviewDeadline),
    check("timesheets_minutes_nonnegative", sql`${t.minutes} >= 0`),
  ],
);

/** A day's work on an hourly engagement: its date is a day in the talent's time zone. */
export const timeEntries = pgTable(
  "time_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    timesheetId: bigint("timesheet_id", { mode: "number" })
      .notNull()
      .references(() => timesheets.id, { onDelete: "cascade" }),
    engagementId: bigint("engagement_id", { mode: "number" })
      .notNull()
      .references(() => engagements.id, { onDelete: "cascade" }),
    workDate: date("work_date", { mode: "string" }).notNull(),
    minutes: smallint("minutes").notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("time_entries_timesheet_idx").on(t.timesheetId, t.workDate),
    index("time_entries_engagement_idx").on(t.engagementId, t.workDate),
    check("time_entries_minutes_range", sql`${t.minutes} between 1 and 1440`),
  ],
);

/**
 * A project milestone the talent delivered: one row from its delivery on. `position` is its 1-based place in the
 * engagement's `milestones`; a milestone without a row is pending.
 */
export const milestoneDeliveries = pgTable(
  "milestone_deliveries",
  {
    engagementId: bigint("engagement_id", { mode: "number" })
      .notNull()
      .references(() => engagements.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    status: milestoneStatus("status").notNull().default("delivered"),
    note: text("note"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
    // delivered_at + MILESTONE_AUTO_APPROVE_DAYS.
    approveBy: timestamp("approve_by", { withTimezone: true }).notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    autoApproved: boolean("auto_approved").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.engagementId, t.position] }),
    index("milestone_deliveries_status_idx").on(t.status, t.approveBy),
    check("milestone_deliveries_position_positive", sql`${t.position} >= 1`),
  ],
);

export type TimesheetRow = typeof timesheets.$inferSelect;
export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type MilestoneDeliveryRow = typeof milestoneDeliveries.$inferSelect;
