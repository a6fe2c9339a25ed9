/** What an invoice's path ending asks for: `12` the JSON, `12.pdf` the PDF, `12.xml` the EN 16931 UBL 2.1 XML. */
export const INVOICE_FORMATS = ["json", "pdf", "xml"] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

export const INVOICE_FILE_TYPES: Readonly<Record<Exclude<InvoiceFormat, "json">, string>> = {
  pdf: "application/pdf",
  xml: "application/xml",
};

/** The path segment `12`, `12.pdf` or `12.xml` split into the id's digits and the format; null for anything else. */
export function parseInvoicePath(segment: string): { id: string; format: InvoiceFormat } | null {
  const match = /^(\d{1,16})(?:\.(pdf|xml))?$/.exec(segment);
  if (!match) return null;
  return { id: match[1]!, format: (match[2] as "pdf" | "xml" | undefined) ?? "json" };
}

/** The id path parameter's words in the OpenAPI document. */
export const INVOICE_ID_PARAM_DESCRIPTION =
  "A numeric invoice id, optionally ending .pdf (the PDF) or .xml (the EN 16931 UBL 2.1 XML): 12, 12.pdf, 12.xml";
