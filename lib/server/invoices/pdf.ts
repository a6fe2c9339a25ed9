import "server-only";

import PDFDocument from "pdfkit";

import { formatLongDate } from "@/lib/format/date-time";
import { formatInvoiceMoney, linesTotal } from "@/lib/invoices/amounts";
import { documentTitle, monthName, paymentTerms } from "@/lib/invoices/document-text";
import { invoiceTax } from "@/lib/invoices/tax";
import type { InvoiceJson } from "@/lib/validation/invoices";

import { contentBottom, drawLines, TABLE_WIDTH } from "./pdf-lines";
import { partyLines } from "./pdf-party";
import { pdfText } from "./pdf-text";

const MARGIN = 50;
const GREY = "#555555";

function drawHeading(doc: PDFKit.PDFDocument, invoice: InvoiceJson): void {
  const title = documentTitle(invoice);
  doc.font("Helvetica-Bold").fontSize(22).fillColor("#111111").text(title, MARGIN, MARGIN);
  doc.fontSize(12).text(pdfText(invoice.seller.name), MARGIN, MARGIN + 6, { width: TABLE_WIDTH, align: "right" });
  const facts: [string, string][] = [
    [`${title} number`, invoice.number],
    ["Issue date", formatLongDate(invoice.issued_on)],
    ["Month billed", monthName(invoice.month)],
  ];
  if (invoice.kind === "invoice") facts.splice(2, 0, ["Due date", formatLongDate(invoice.due_on)]);
  if (invoice.kind === "credit_note" && invoice.credits_invoice) {
    facts.push(["Credits invoice", invoice.credits_invoice.number]);
  }
  let y = MARGIN + 40;
  for (const [label, value] of facts) {
    doc.font("Helvetica").fontSize(10).fillColor(GREY).text(label, MARGIN, y, { width: 110 });
    doc.fillColor("#111111").text(pdfText(value), MARGIN + 110, y, { width: 250 });
    y += 15;
  }
  doc.y = y + 15;
}

function drawParties(doc: PDFKit.PDFDocument, invoice: InvoiceJson): void {
  const top = doc.y;
  const width = TABLE_WIDTH / 2 - 10;
  const blocks: [string, InvoiceJson["seller"], number][] = [
    ["From", invoice.seller, MARGIN],
    ["Bill to", invoice.buyer, MARGIN + TABLE_WIDTH / 2 + 10],
  ];
  let bottom = top;
  for (const [label, party, x] of blocks) {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(GREY).text(label, x, top, { width });
    doc.font("Helvetica-Bold").fillColor("#111111").text(pdfText(party.name), { width });
    doc.font("Helvetica").text(pdfText(partyLines(party).join("\n")), { width });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom + 20;
}

function drawClosing(doc: PDFKit.PDFDocument, invoice: InvoiceJson, total: number): void {
  const paragraphs = [invoiceTax(invoice.seller, invoice.buyer).note, paymentTerms(invoice)];
  if (invoice.kind === "credit_note" && invoice.void_reason) paragraphs.push(`Reason: ${invoice.void_reason}`);
  doc.font("Helvetica").fontSize(10);
  const text = pdfText(paragraphs.join("\n\n"));
  const needed = 50 + doc.heightOfString(text, { width: TABLE_WIDTH });
  if (doc.y + needed > contentBottom(doc)) doc.addPage();
  const y = doc.y + 8;
  doc.font("Helvetica-Bold").fontSize(11).fillColor("#111111");
  doc.text("Total", MARGIN, y, { width: TABLE_WIDTH - 120, align: "right" });
  // Inset like the amounts in the table's cells above it.
  doc.text(pdfText(formatInvoiceMoney(total, invoice.currency)), MARGIN + TABLE_WIDTH - 124, y, {
    width: 120,
    align: "right",
  });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(GREY)
    .text(text, MARGIN, y + 30, { width: TABLE_WIDTH });
}

function drawFooters(doc: PDFKit.PDFDocument, invoice: InvoiceJson): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start yet another page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(GREY)
      .text(`${invoice.number} · Page ${i + 1} of ${count}`, MARGIN, doc.page.height - bottomMargin, {
        width: TABLE_WIDTH,
        align: "center",
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The invoice or credit note as an A4 PDF, drawn with the standard Helvetica so no font file is needed. */
export async function renderInvoicePdf(invoice: InvoiceJson): Promise<Buffer> {
  const total = linesTotal(invoice);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${documentTitle(invoice)} ${invoice.number}`,
      Author: pdfText(invoice.seller.name),
      // The issue date rather than now: the same invoice always renders to the same bytes.
      CreationDate: new Date(`${invoice.issued_on}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawHeading(doc, invoice);
  drawParties(doc, invoice);
  drawLines(doc, invoice.lines, invoice.currency);
  drawClosing(doc, invoice, total);
  drawFooters(doc, invoice);
  doc.end();
  return done;
}
