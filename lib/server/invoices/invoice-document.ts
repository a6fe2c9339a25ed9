import "server-only";

import { INVOICE_FILE_TYPES, parseInvoicePath, type InvoiceFormat } from "@/lib/invoices/document-path";
import type { InvoiceJson } from "@/lib/validation/invoices";

import { apiError } from "../http/error-codes";
import { BIGINT_ID_MAX } from "../http/id-param";
import { ok } from "../http/respond";
import { renderInvoicePdf } from "./pdf";
import { renderInvoiceUbl } from "./ubl";

/**
 * The `[id]` segment of an invoice's route: `12`, `12.pdf` or `12.xml` (a segment cannot be half dynamic in the App
 * Router, so one route serves the three). Anything else, or an id out of range, is not found.
 */
export function invoicePathParam(raw: string | undefined): { id: number; format: InvoiceFormat } {
  const parsed = parseInvoicePath(raw ?? "");
  const id = parsed ? Number(parsed.id) : 0;
  if (!parsed || id < 1 || id > BIGINT_ID_MAX) throw apiError("not_found", "Invoice not found.");
  return { id, format: parsed.format };
}

/** The invoice as its format asks: JSON, or the PDF or UBL XML as an attachment named by its number. */
export async function invoiceAnswer(invoice: InvoiceJson, format: InvoiceFormat): Promise<Response> {
  if (format === "json") return ok(invoice);
  const body = format === "pdf" ? new Uint8Array(await renderInvoicePdf(invoice)) : await renderInvoiceUbl(invoice);
  return new Response(body, {
    headers: {
      "Content-Type": format === "pdf" ? INVOICE_FILE_TYPES.pdf : `${INVOICE_FILE_TYPES.xml}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${invoice.number}.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
