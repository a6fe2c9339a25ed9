// @vitest-environment node
// pdfkit tells its compressed streams from text with `instanceof Uint8Array`, which fails on jsdom's globals.
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";

import { renderInvoicePdf } from "@/lib/server/invoices/pdf";
import type { InvoiceJson } from "@/lib/validation/invoices";

import { creditNoteFor, manyLines, sampleInvoice } from "../support/invoice-document";

async function pdfText(invoice: InvoiceJson): Promise<{ text: string; pages: number }> {
  const data = await renderInvoicePdf(invoice);
  expect(data.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const result = await parser.getText();
    // Words wrapped onto the next line of a cell come back split by a newline: read them as one run of text.
    return { text: result.text.replace(/\s+/g, " "), pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe("the invoice PDF", () => {
  it("shows the number, dates, parties, every line and the total", async () => {
    const invoice = sampleInvoice();
    const { text, pages } = await pdfText(invoice);
    expect(pages).toBe(1);
    expect(text).toContain("Invoice number INV-2026-000041");
    expect(text).toContain("Issue date 1 December 2026");
    expect(text).toContain("Due date 15 December 2026");
    expect(text).toContain("Month billed November 2026");
    expect(text).toContain("Hireloop Ltd.");
    expect(text).toContain("Acme Robotics GmbH");
    expect(text).toContain("Torstraße 49");
    expect(text).toContain("10119 Berlin Germany");
    expect(text).toContain("Dublin D02 X285 Ireland");
    expect(text).toContain("VAT ID DE811569869");
    expect(text).toContain("VAT ID IE3668997OH");
    for (const line of invoice.lines) expect(text).toContain(line.description);
    expect(text).toContain("2–8 Nov 2026");
    expect(text).toContain("16–30 Nov 2026");
    expect(text).toContain("37.5 h");
    expect(text).toContain("11 days");
    expect(text).toContain("€2,437.50");
    expect(text).toContain("-€1,200.00");
    expect(invoice.total_minor).toBe(688_036);
    expect(text).toContain("Total €6,880.36");
    expect(text).toContain("Reverse charge");
    expect(text).toContain("Due on 15 December 2026");
    expect(text).toContain("IBAN IE29 AIBK 9311 5212 3456 78");
    expect(text).toContain("INV-2026-000041 · Page 1 of 1");
  });

  it("says when no VAT applies to a buyer without a VAT id", async () => {
    const invoice = sampleInvoice({ buyer: { ...sampleInvoice().buyer, vat_id: null } });
    const { text } = await pdfText(invoice);
    expect(text).toContain("Not subject to VAT");
    expect(text).not.toContain("Reverse charge");
  });

  it("refuses an invoice whose total is not the sum of its lines", async () => {
    await expect(renderInvoicePdf(sampleInvoice({ total_minor: 1 }))).rejects.toThrow("is not the sum of its lines");
  });

  it("titles a credit note and names the invoice it credits", async () => {
    const note = creditNoteFor(sampleInvoice());
    const { text } = await pdfText(note);
    expect(text).toContain("Credit note number CN-2026-000003");
    expect(text).toContain("Credits invoice INV-2026-000041");
    expect(text).toContain("Total -€6,880.36");
    expect(text).toContain("settles invoice INV-2026-000041 in full; nothing is due");
    expect(text).not.toContain("IBAN");
    expect(text).not.toContain("Due date");
  });

  it("wraps a long description and draws what Helvetica lacks as its nearest letters", async () => {
    const [first] = sampleInvoice().lines;
    const description = `Łukasz Wójcik (東京), Staff Engineer: ${"platform migration work, ".repeat(12)}done`;
    const invoice = sampleInvoice({ lines: [{ ...first!, description }] });
    const { text } = await pdfText(invoice);
    expect(text).toContain("Lukasz Wójcik (??), Staff Engineer: platform migration work,");
    expect(text).toContain("work, done");
  });

  it("carries sixty lines over several pages, each starting with the table header", async () => {
    const invoice = sampleInvoice({ lines: manyLines(60) });
    const { text, pages } = await pdfText(invoice);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text.split("Description Period Quantity Unit price Amount").length - 1).toBe(pages);
    expect(text).toContain("Talent 60, Contract Engineer");
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("writes yen without decimals and dinars with three", async () => {
    const yen = await pdfText(sampleInvoice({ currency: "JPY", lines: manyLines(1) }));
    expect(yen.text).toContain("¥50,000");
    const dinars = await pdfText(sampleInvoice({ currency: "KWD", lines: manyLines(1) }));
    expect(dinars.text).toContain("KWD 50.000");
  });
});
