import { formatLongDate } from "@/lib/format/date-time";
import type { InvoiceJson, InvoiceLineJson } from "@/lib/validation/invoices";

import { formatInvoiceMoney } from "./amounts";
import { formatIban, PLATFORM_PAYMENT_ACCOUNT } from "./payment-account";

/** The words an invoice document is written in, shared by its PDF and its EN 16931 notes. */

export const documentTitle = (invoice: Pick<InvoiceJson, "kind">): string =>
  invoice.kind === "credit_note" ? "Credit note" : "Invoice";

/** "November 2026" from "2026-11". */
export const monthName = (month: string): string =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "12 Nov 2026", "2–8 Nov 2026", "28 Oct – 3 Nov 2026", "29 Dec 2026 – 4 Jan 2027". */
export function periodText(line: Pick<InvoiceLineJson, "period_start" | "period_end">): string {
  const { period_start: start, period_end: end } = line;
  const last = dayMonthYear.format(utcDay(end));
  if (start === end) return last;
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8))}–${last}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${dayMonth.format(utcDay(start))} – ${last}`;
  return `${dayMonthYear.format(utcDay(start))} – ${last}`;
}

const UNIT_NAMES: Readonly<Record<string, [one: string, many: string]>> = {
  HUR: ["h", "h"],
  DAY: ["day", "days"],
  MON: ["month", "months"],
  C62: ["", ""],
};

/** "37.5 h", "17 days", "1": the quantity without the numeric column's trailing zeros. */
export function quantityText(line: Pick<InvoiceLineJson, "quantity" | "unit_code">): string {
  const quantity = line.quantity.includes(".") ? line.quantity.replace(/\.?0+$/, "") : line.quantity;
  const [one, many] = UNIT_NAMES[line.unit_code] ?? [line.unit_code, line.unit_code];
  const unit = /^-?1$/.test(quantity) ? one : many;
  return unit ? `${quantity} ${unit}` : quantity;
}

/** The payment terms: when and how an invoice is paid; a credit note says what it settles. */
export function paymentTerms(invoice: InvoiceJson): string {
  if (invoice.kind === "credit_note" && !invoice.credits_invoice) {
    return `This credit note credits ${formatInvoiceMoney(-invoice.total_minor, invoice.currency)} of trial work invoiced earlier; nothing is due.`;
  }
  if (invoice.kind === "credit_note") {
    const credited = invoice.credits_invoice ? `invoice ${invoice.credits_invoice.number}` : "the credited invoice";
    return `This credit note settles ${credited} in full; nothing is due.`;
  }
  if (invoice.total_minor <= 0) return `Nothing is due on this invoice.`;
  const account = PLATFORM_PAYMENT_ACCOUNT;
  return (
    `Due on ${formatLongDate(invoice.due_on)}: please pay ${formatInvoiceMoney(invoice.total_minor, invoice.currency)} ` +
    `by bank transfer to ${account.holder}, IBAN ${formatIban(account.iban)} (BIC ${account.bic}), ` +
    `quoting ${invoice.number}.`
  );
}
