import "server-only";

import { todayUtc } from "@/lib/format/date-time";
import { minorToDecimal } from "@/lib/invoices/amounts";

import type { Db } from "../db/types";
import { CSV_PAGE, csvDownload } from "./csv-download";
import { invoiceSummaries } from "./invoice-json";
import { invoiceFilter, type InvoiceFilters } from "./manage-invoices";

export const INVOICE_CSV_COLUMNS = [
  "number",
  "kind",
  "company",
  "month",
  "currency",
  "status",
  "issued_on",
  "due_on",
  "total",
  "paid_on",
  "payment_reference",
  "credits_invoice",
  "credit_note",
  "void_reason",
] as const;

/** GET /api/manage/invoices.csv: every invoice and credit note the filters select, newest first. */
export function invoicesCsvResponse(db: Db, filters: InvoiceFilters): Response {
  const today = todayUtc();
  const where = invoiceFilter(filters, today);
  return csvDownload(`invoices-${today}.csv`, INVOICE_CSV_COLUMNS, async (offset) =>
    (await invoiceSummaries(db, "manager", today, where, { limit: CSV_PAGE, offset })).map((invoice) => [
      invoice.number,
      invoice.kind,
      invoice.company?.name ?? "",
      invoice.month,
      invoice.currency,
      invoice.status,
      invoice.issued_on,
      invoice.due_on,
      minorToDecimal(invoice.total_minor, invoice.currency),
      invoice.paid_on ?? "",
      invoice.payment_reference ?? "",
      invoice.credits_invoice?.number ?? "",
      invoice.credit_note?.number ?? "",
      invoice.void_reason ?? "",
    ]),
  );
}
