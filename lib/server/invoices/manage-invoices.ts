import "server-only";

import { and, count, eq, gte, lt, or, type SQL } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import type { ShownInvoiceStatus } from "@/lib/invoices/states";
import type { InvoiceJson, InvoiceSummary } from "@/lib/validation/invoices";
import { listMeta, type ListMeta } from "@/lib/validation/manage-lists";

import { invoices } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { fullInvoice, invoiceSummaries } from "./invoice-json";

export type InvoiceFilters = { status?: ShownInvoiceStatus; month?: string };

/** The shown status as a condition: `overdue` is issued and past due (never a credit note), `issued` the rest. */
function statusIs(status: ShownInvoiceStatus, today: string): SQL {
  switch (status) {
    case "overdue":
      return and(eq(invoices.status, "issued"), eq(invoices.kind, "invoice"), lt(invoices.dueOn, today))!;
    case "issued":
      return and(eq(invoices.status, "issued"), or(eq(invoices.kind, "credit_note"), gte(invoices.dueOn, today)))!;
    default:
      return eq(invoices.status, status);
  }
}

export function invoiceFilter(filters: InvoiceFilters, today: string): SQL | undefined {
  return and(
    filters.status ? statusIs(filters.status, today) : undefined,
    filters.month ? eq(invoices.month, filters.month) : undefined,
  );
}

/** The console's list of every company's invoices and credit notes, newest first, paged. */
export async function listManageInvoices(
  db: Db,
  filters: InvoiceFilters,
  page: number,
  perPage: number,
): Promise<{ data: InvoiceSummary[]; meta: ListMeta }> {
  const today = todayUtc();
  const where = invoiceFilter(filters, today);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  const data = await invoiceSummaries(db, "manager", today, where, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { data, meta: listMeta(page, perPage, total?.n ?? 0) };
}

export async function manageInvoice(db: Db, invoiceId: number): Promise<InvoiceJson> {
  const invoice = await fullInvoice(db, "manager", todayUtc(), eq(invoices.id, invoiceId));
  if (!invoice) throw apiError("not_found", "Invoice not found.");
  return invoice;
}
