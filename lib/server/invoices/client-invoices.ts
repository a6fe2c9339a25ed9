import "server-only";

import { and, eq } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import type { InvoiceJson, InvoiceSummary } from "@/lib/validation/invoices";

import { companyOfClient } from "../companies/company-json";
import { invoices } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { fullInvoice, invoiceSummaries } from "./invoice-json";

/** The client's company's invoices and credit notes, newest first. */
export async function listClientInvoices(db: Db, clientId: number): Promise<InvoiceSummary[]> {
  const company = await companyOfClient(db, clientId);
  return invoiceSummaries(db, "client", todayUtc(), eq(invoices.companyId, company.id));
}

/** One of them in full; another company's is not found, as an unknown id. */
export async function clientInvoice(db: Db, clientId: number, invoiceId: number): Promise<InvoiceJson> {
  const company = await companyOfClient(db, clientId);
  const invoice = await fullInvoice(
    db,
    "client",
    todayUtc(),
    and(eq(invoices.id, invoiceId), eq(invoices.companyId, company.id))!,
  );
  if (!invoice) throw apiError("not_found", "Invoice not found.");
  return invoice;
}
