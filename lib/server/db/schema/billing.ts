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
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

import { INVOICE_KINDS, INVOICE_LINE_KINDS, INVOICE_STATUSES } from "@/lib/invoices/states";
import { PAYOUT_STATUSES } from "@/lib/payouts/states";

import { talents } from "./accounts";
import { companies } from "./companies";
import { engagements } from "./engagements";
import { timesheets } from "./timesheets";

// The statuses and the moves between them live in lib/invoices/states.ts and lib/payouts/states.ts, nowhere else.
export const invoiceStatus = pgEnum("invoice_status", INVOICE_STATUSES);
export const invoiceKind = pgEnum("invoice_kind", INVOICE_KINDS);
export const invoiceLineKind = pgEnum("invoice_line_kind", INVOICE_LINE_KINDS);
export const payoutStatus = pgEnum("payout_status", PAYOUT_STATUSES);

/** Who a company's invoices are made out to and mailed to; required before its first invoice. */
export const billingProfiles = pgTable("billing_profiles", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  legalName: text("legal_name").notNull(),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2"),
  city: text("city").notNull(),
  postalCode: text("postal_code").notNull(),
  // ISO 3166-1 alpha-2.
  country: text("country").notNull(),
  vatId: text("vat_id"),
  billingEmail: text("billing_email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last number given per kind and year: taken with an upsert in the transaction that issues the invoice, so two
 * month closes at once wait on this row and a rolled-back issue gives its number back: no gap, no duplicate.
 */
export const invoiceNumberSequences = pgTable(
  "invoice_number_sequences",
  {
    kind: invoiceKind("kind").notNull(),
    year: smallint("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A party as printed on an invoice, copied when it is issued (a later change of profile leaves it as issued). */
export type InvoiceParty = {
  name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  country: string;
  vat_id: string | null;
  email: string;
};

/** An invoice or a credit note (lib/invoices/states.ts); never deleted. */
export const invoices = pgTable(
  "invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    number: text("number").notNull().unique("invoices_number_unique"),
    kind: invoiceKind("kind").notNull().default("invoice"),
    // Kept (set null) if the company is deleted: `buyer` holds what was invoiced.
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    // The calendar month `YYYY-MM` it bills (a credit note: the month of the invoice it credits).
    month: text("month").notNull(),
    currency: text("currency").notNull(),
    status: invoiceStatus("status").notNull().default("issued"),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    // The sum of its lines' amount_minor.
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    // On a credit note: the invoice it voids.
    creditsInvoiceId: bigint("credits_invoice_id", { mode: "number" }).references((): AnyPgColumn => invoices.id),
    paidOn: date("paid_on", { mode: "string" }),
    paymentReference: text("payment_reference"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invoice per company, month and currency: closing a month twice creates nothing new. A void invoice frees
    // its slot, so that the close can issue the corrected one.
    uniqueIndex("invoices_company_month_currency_unique")
      .on(t.companyId, t.month, t.currency)
      .where(sql`${t.kind} = 'invoice' and ${t.status} <> 'void'`),
    uniqueIndex("invoices_credit_note_unique")
      .on(t.creditsInvoiceId)
      .where(sql`${t.creditsInvoiceId} is not null`),
    index("invoices_company_idx").on(t.companyId, t.id),
    index("invoices_status_due_idx").on(t.status, t.dueOn),
    check("invoices_month_format", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * One line per engagement and period. Amounts are integer minor units of the invoice's currency, each rounded
 * half-even once: `amount_minor` is what the client is invoiced, `talent_amount_minor` what the talent is paid for it
 * (their difference is the platform fee). The source columns (timesheet, milestone, full-time month) are set on an
 * invoice's lines only, and unique among the lines not `voided`: nothing is billed twice, and what a void invoice
 * billed is billable again (its lines keep their sources, as issued). A credit note's lines carry none. A trial credit
 * line names the line it credits (`credits_line_id`, unique among the lines not `voided`): nothing is credited twice.
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: invoiceLineKind("kind").notNull(),
    engagementId: bigint("engagement_id", { mode: "number" }).references(() => engagements.id, {
      onDelete: "set null",
    }),
    description: text("description").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    // In `unit_code` (UN/ECE rec. 20: HUR hours, C62 one, DAY days).
    quantity: numeric("quantity", { precision: 12, scale: 4 }).notNull(),
    unitCode: text("unit_code").notNull(),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    talentAmountMinor: bigint("talent_amount_minor", { mode: "number" }).notNull(),
    timesheetId: bigint("timesheet_id", { mode: "number" }).references(() => timesheets.id, {
      onDelete: "set null",
    }),
    milestonePosition: smallint("milestone_position"),
    // A full-time line's month `YYYY-MM`.
    billedMonth: text("billed_month"),
    // A trial credit's: the line it credits (on this invoice or an earlier one), credited once.
    creditsLineId: bigint("credits_line_id", { mode: "number" }).references((): AnyPgColumn => invoiceLines.id),
    // Set with its invoice's `void` (in the same transaction): the unique indexes below must read it on the line.
    voided: boolean("voided").notNull().default(false),
  },
  (t) => [
    uniqueIndex("invoice_lines_position_unique").on(t.invoiceId, t.position),
    uniqueIndex("invoice_lines_timesheet_unique")
      .on(t.timesheetId)
      .where(sql`${t.timesheetId} is not null and not ${t.voided}`),
    uniqueIndex("invoice_lines_milestone_unique")
      .on(t.engagementId, t.milestonePosition)
      .where(sql`${t.milestonePosition} is not null and not ${t.voided}`),
    uniqueIndex("invoice_lines_full_time_unique")
      .on(t.engagementId, t.billedMonth)
      .where(sql`${t.billedMonth} is not null and not ${t.voided}`),
    uniqueIndex("invoice_lines_credit_unique")
      .on(t.creditsLineId)
      .where(sql`${t.creditsLineId} is not null and not ${t.voided}`),
    index("invoice_lines_engagement_idx").on(t.engagementId),
  ],
);

/** What one talent is paid for one engagement on one invoice (lib/payouts/states.ts). */
export const payouts = pgTable(
  "payouts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    talentId: integer("talent_id").references(() => talents.id, { onDelete: "set null" }),
    engagementId: bigint("engagement_id", { mode: "number" }).references(() => engagements.id, {
      onDelete: "set null",
    }),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id),
    month: text("month").notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    status: payoutStatus("status").notNull().default("pending"),
    paidOn: date("paid_on", { mode: "string" }),
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payouts_engagement_invoice_unique").on(t.engagementId, t.invoiceId),
    index("payouts_talent_idx").on(t.talentId, t.month),
    index("payouts_status_idx").on(t.status, t.id),
    index("payouts_invoice_idx").on(t.invoiceId),
  ],
);

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
