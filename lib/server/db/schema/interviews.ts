import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { INTERVIEW_STATUSES } from "@/lib/interviews/states";

import { accountKind, talents } from "./accounts";
import { applications } from "./applications";
import { companies } from "./companies";

// The statuses and the moves between them live in lib/interviews/states.ts, nowhere else.
export const interviewStatus = pgEnum("interview_status", INTERVIEW_STATUSES);

/** An interview of an application: offered slots, then the one booked (lib/server/interviews). */
export const interviews = pgTable(
  "interviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    // Copied from the application and its job so the double-booking indexes and busy times need no join.
    talentId: integer("talent_id")
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: interviewStatus("status").notNull().default("proposed"),
    durationMinutes: smallint("duration_minutes").notNull(),
    offeredStarts: timestamp("offered_starts", { withTimezone: true }).array().notNull(),
    // Set while booked; kept after a cancel of a booking (what was cancelled), cleared by a reschedule.
    startsAt: timestamp("starts_at", { withTimezone: true }),
    link: text("link"),
    phone: text("phone"),
    note: text("note"),
    // The calendar UID: stays the same across reschedules, whose SEQUENCE is `sequence`.
    uid: uuid("uid").notNull().defaultRandom(),
    sequence: integer("sequence").notNull().default(0),
    cancelReason: text("cancel_reason"),
    cancelledBy: accountKind("cancelled_by"),
    // When the current booking was made, and when each reminder of it was queued (lib/server/interviews/reminders.ts):
    // a booking clears both, so a rescheduled interview is reminded again; a reminder whose moment had passed when
    // the booking was made is never sent.
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    reminded24hAt: timestamp("reminded_24h_at", { withTimezone: true }),
    reminded1hAt: timestamp("reminded_1h_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("interviews_application_idx").on(t.applicationId),
    index("interviews_talent_idx").on(t.talentId, t.startsAt),
    index("interviews_company_idx").on(t.companyId, t.startsAt),
    index("interviews_reminders_due_idx")
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and (${t.reminded24hAt} is null or ${t.reminded1hAt} is null)`),
    uniqueIndex("interviews_uid_unique").on(t.uid),
    // One open interview per application: of two proposals at once, one insert fails.
    uniqueIndex("interviews_open_per_application")
      .on(t.applicationId)
      .where(sql`${t.status} in ('proposed', 'booked')`),
    // Neither side can hold two bookings at the same start (overlaps of different starts are checked on booking).
    uniqueIndex("interviews_talent_booked_start")
      .on(t.talentId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex("interviews_company_booked_start")
      .on(t.companyId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    check("interviews_duration", sql`${t.durationMinutes} in (30, 45, 60)`),
    check("interviews_booked_start", sql`${t.status} <> 'booked' or ${t.startsAt} is not null`),
    check("interviews_link_or_phone", sql`${t.link} is not null or ${t.phone} is not null`),
    check("interviews_sequence", sql`${t.sequence} >= 0`),
  ],
);
