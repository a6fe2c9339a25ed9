/**
 * Invoices: one per company, calendar month and currency (kind `invoice`), made by the month close. `issued` →
 * `paid` (a manager records the date and the reference) or `void` (a credit note, kind `credit_note`, with its own
 * number and the negated lines, is issued in the same transaction; no row is ever deleted). `overdue` is shown, never
 * stored: issued and past `due_on`.
 */
export const INVOICE_STATUSES = ["issued", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const SHOWN_INVOICE_STATUSES = ["issued", "overdue", "paid", "void"] as const;
export type ShownInvoiceStatus = (typeof SHOWN_INVOICE_STATUSES)[number];

export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * What a line bills: an approved week of hours, an approved milestone, a full-time month prorated by active days, or
 * the credit of an engagement the client ended inside its trial (negative: the client pays nothing for the trial, the
 * talent is still paid, by the platform).
 */
export const INVOICE_LINE_KINDS = ["hours", "milestone", "full_time", "trial_credit"] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

const MOVES: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  issued: ["paid", "void"],
  paid: [],
  void: [],
};
export const canMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus): boolean => MOVES[from].includes(to);

/** `today` is a YYYY-MM-DD day (UTC). */
export const shownInvoiceStatus = (status: InvoiceStatus, dueOn: string, today: string): ShownInvoiceStatus =>
  status === "issued" && dueOn < today ? "overdue" : status;

export const INVOICE_DUE_DAYS = 14;
/** `INV-2026-000001`, `CN-2026-000001`: each kind numbered per year of issue without gaps. */
export const INVOICE_NUMBER_PREFIX: Readonly<Record<InvoiceKind, string>> = { invoice: "INV", credit_note: "CN" };
export const formatInvoiceNumber = (kind: InvoiceKind, year: number, sequence: number): string =>
  `${INVOICE_NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(6, "0")}`;

/** A calendar month `YYYY-MM`. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
