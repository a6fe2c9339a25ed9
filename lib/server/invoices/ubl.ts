import "server-only";

import { InvoiceService, type Logger } from "@e-invoice-eu/core";

import type { InvoiceJson } from "@/lib/validation/invoices";

import { ublDocument } from "./ubl-document";

// The generator logs only about spreadsheets, embedded PDFs and its schema's errors, which are thrown below.
const quiet: Logger = { log: () => {}, warn: () => {}, error: () => {} };

type SchemaError = { instancePath?: string; message?: string };

/**
 * The invoice as an EN 16931 invoice in UBL 2.1 XML (a credit note as a UBL CreditNote), written by
 * `@e-invoice-eu/core`. The generator first checks the document against its JSON schema of UBL: required elements,
 * the code lists (currencies, countries, units, VAT categories, payment means, electronic address schemes) and the
 * forms of amounts (two decimals at most), quantities and dates; what it refuses is thrown, naming each fault.
 */
export async function renderInvoiceUbl(invoice: InvoiceJson): Promise<string> {
  let xml: string | Uint8Array;
  try {
    xml = await new InvoiceService(quiet).generate(ublDocument(invoice), {
      format: "UBL",
      lang: "en-us",
      noWarnings: true,
    });
  } catch (error) {
    const faults = (error as { errors?: SchemaError[] }).errors;
    if (!Array.isArray(faults)) throw error;
    const list = faults.map((fault) => `${fault.instancePath ?? ""} ${fault.message ?? ""}`.trim()).join("; ");
    throw new Error(`${invoice.number} does not make a valid UBL invoice: ${list}`, { cause: error });
  }
  if (typeof xml !== "string") throw new TypeError("The UBL generator returned bytes instead of XML text.");
  return xml;
}
