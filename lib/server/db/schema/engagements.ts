import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { CONTRACT_TYPES, ENGAGEMENT_STATUSES } from "@/lib/engagements/states";
import { OFFER_STATUSES } from "@/lib/offers/states";

import { accountKind, talents } from "./accounts";
import { applications } from "./applications";
import { companies } from "./companies";
import { jobs } from "./jobs";

// The statuses and the moves between them live in lib/offers/states.ts and lib/engagements/states.ts, nowhere else.
export const offerStatus = pgEnum("offer_status", OFFER_STATUSES);
export const engagementStatus = pgEnum("engagement_status", ENGAGEMENT_STATUSES);
export const contractType = pgEnum("contract_type", CONTRACT_TYPES);

export type Milestone = { name: string; amount_minor: number };

/** The terms an offer carries and its engagement copies (lib/validation/offers.ts `termsShape`). */
const termsColumns = () => ({
  contractType: contractType("contract_type").notNull(),
  // The job's currency when the offer was sent; amounts are integer minor units of it.
  currency: text("currency").notNull(),
  rateMinor: integer("rate_minor").notNull(),
  weeklyHoursCap: smallint("weekly_hours_cap"),
  milestones: jsonb("milestones").$type<Milestone[]>().notNull().default([]),
  startDate: date("start_date", { mode: "string" }).notNull(),
  trialDays: smallint("trial_days").notNull(),
  noticeDays: smallint("notice_days").notNull(),
  overlapTimezone: text("overlap_timezone"),
  overlapStart: text("overlap_start"),
  overlapEnd: text("overlap_end"),
  overlapMinHours: smallint("overlap_min_hours"),
});

const partyColumns = () => ({
  applicationId: bigint("application_id", { mode: "number" })
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" }),
  companyId: integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  talentId: integer("talent_id")
    .notNull()
    .references(() => talents.id, { onDelete: "cascade" }),
  jobId: bigint("job_id", { mode: "number" })
    .notNull()
    .references(() => jobs.id, { onDelete: "cascade" }),
});

/** A company's offer of terms on an application, answered once by the talent (lib/server/offers). */
export const offers = pgTable(
  "offers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ...partyColumns(),
    status: offerStatus("status").notNull().default("sent"),
    ...termsColumns(),
    message: text("message"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (t) => [
    index("offers_application_idx").on(t.applicationId, t.id),
    index("offers_talent_idx").on(t.talentId, t.id),
    // At most one offer waits for an answer per application: a new one supersedes it in the same transaction.
    uniqueIndex("offers_sent_per_application")
      .on(t.applicationId)
      .where(sql`${t.status} = 'sent'`),
    check("offers_rate_positive", sql`${t.rateMinor} > 0`),
  ],
);

/** The work an accepted offer started (lib/server/engagements). */
export const engagements = pgTable(
  "engagements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // Unique: of two accepts at once only one engagement is made.
    offerId: bigint("offer_id", { mode: "number" })
      .notNull()
      .unique("engagements_offer_unique")
      .references(() => offers.id, { onDelete: "cascade" }),
    ...partyColumns(),
    ...termsColumns(),
    status: engagementStatus("status").notNull(),
    startedBeforePlatform: boolean("started_before_platform").notNull().default(false),
    // A changed cap, in force from `next_cap_from` (a Monday in the company's zone).
    nextWeeklyHoursCap: smallint("next_weekly_hours_cap"),
    nextCapFrom: date("next_cap_from", { mode: "string" }),
    endedOn: date("ended_on", { mode: "string" }),
    endedBy: accountKind("ended_by"),
    endReason: text("end_reason"),
    wouldRehire: boolean("would_rehire"),
    endRequestedAt: timestamp("end_requested_at", { withTimezone: true }),
    // Whether the end was set inside the trial; and when it was the client who ended it there with a last day inside
    // the trial too, billing credits the trial to the client while the talent is still paid for the hours worked.
    endedInTrial: boolean("ended_in_trial").notNull().default(false),
    trialEndedEarly: boolean("trial_ended_early").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("engagements_application_unique").on(t.applicationId),
    index("engagements_talent_idx").on(t.talentId, t.id),
    index("engagements_company_idx").on(t.companyId, t.id),
  ],
);
