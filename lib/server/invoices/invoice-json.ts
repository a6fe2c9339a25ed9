import "server-only";

import { asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { shownInvoiceStatus, type ShownInvoiceStatus } from "@/lib/invoices/states";
import type { InvoiceJson, InvoiceLineJson, InvoiceSummary } from "@/lib/validation/invoices";

import { companies, invoiceLines, invoices, type InvoiceRow } from "../db/schema";
import type { Db } from "../db/types";

/** Whose API the document links point into. */
export type InvoiceAudience = "client" | "manager";
const API_AREA: Record<InvoiceAudience, string> = { client: "/api/client", manager: "/api/manage" };

/** A credit note is never overdue: it asks for nothing. */
export const invoiceStatusShown = (
  row: Pick<InvoiceRow, "kind" | "status" | "dueOn">,
  today: string,
): ShownInvoiceStatus => (row.kind === "credit_note" ? row.status : shownInvoiceStatus(row.status, row.dueOn, today));

const credited = alias(invoices, "credited");
const creditNote = alias(invoices, "credit_note");

const summaryColumns = {
  invoice: invoices,
  companyName: companies.name,
  creditedId: credited.id,
  creditedNumber: credited.number,
  creditNoteId: creditNote.id,
  creditNoteNumber: creditNote.number,
};

/** The invoices `where` selects, as summaries, newest first. */
export async function invoiceSummaries(
  db: Db,
  audience: InvoiceAudience,
  today: string,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<InvoiceSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(invoices)
    .leftJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(credited, eq(credited.id, invoices.creditsInvoiceId))
    .leftJoin(creditNote, eq(creditNote.creditsInvoiceId, invoices.id))
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => summaryJson(row, audience, today));
}

type SummaryRow = {
  invoice: InvoiceRow;
  companyName: string | null;
  creditedId: number | null;
  creditedNumber: string | null;
  creditNoteId: number | null;
  creditNoteNumber: string | null;
};

function summaryJson(row: SummaryRow, audience: InvoiceAudience, today: string): InvoiceSummary {
  const { invoice } = row;
  const base = `${API_AREA[audience]}/invoices/${invoice.id}`;
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    month: invoice.month,
    currency: invoice.currency,
    status: invoiceStatusShown(invoice, today),
    issued_on: invoice.issuedOn,
    due_on: invoice.dueOn,
    total_minor: invoice.totalMinor,
    company:
      invoice.companyId !== null && row.companyName !== null ? { id: invoice.companyId, name: row.companyName } : null,
    credits_invoice:
      row.creditedId !== null && row.creditedNumber !== null
        ? { id: row.creditedId, number: row.creditedNumber }
        : null,
    credit_note:
      row.creditNoteId !== null && row.creditNoteNumber !== null
        ? { id: row.creditNoteId, number: row.creditNoteNumber }
        : null,
    paid_on: invoice.paidOn,
    payment_reference: invoice.paymentReference,
    void_reason: invoice.voidReason,
    pdf_url: `${base}.pdf`,
    xml_url: `${base}.xml`,
  };
}

/** Lines as the API and the documents show them (talent amounts stay inside: they are the talent's pay). */
export async function linesOf(db: Db, invoiceIds: number[]): Promise<Map<number, InvoiceLineJson[]>> {
  const byInvoice = new Map<number, InvoiceLineJson[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  for (const line of rows) {
    const list = byInvoice.get(line.invoiceId) ?? [];
    list.push({
      position: line.position,
      kind: line.kind,
      engagement_id: line.engagementId,
      description: line.description,
      period_start: line.periodStart,
      period_end: line.periodEnd,
      quantity: decimalText(line.quantity),
      unit_code: line.unitCode,
      unit_price_minor: line.unitPriceMinor,
      amount_minor: line.amountMinor,
    });
    byInvoice.set(line.invoiceId, list);
  }
  return byInvoice;
}

/** numeric(12, 4) comes back as "7.5000": written without the trailing zeros ("7.5", "1"). */
const decimalText = (value: string) => (value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value);

/** One invoice in full (parties and lines), or null when `where` selects none. */
export async function fullInvoice(
  db: Db,
  audience: InvoiceAudience,
  today: string,
  where: SQL,
): Promise<InvoiceJson | null> {
  const [summary] = await invoiceSummaries(db, audience, today, where);
  if (!summary) return null;
  const [row] = await db
    .select({ seller: invoices.seller, buyer: invoices.buyer })
    .from(invoices)
    .where(eq(invoices.id, summary.id));
  const lines = (await linesOf(db, [summary.id])).get(summary.id) ?? [];
  return { ...summary, seller: row!.seller, buyer: row!.buyer, lines };
}
