import "server-only";

import { formatInvoiceMoney } from "@/lib/invoices/amounts";
import { periodText, quantityText } from "@/lib/invoices/document-text";
import type { InvoiceLineJson } from "@/lib/validation/invoices";

import { pdfText } from "./pdf-text";

type Column = { title: string; width: number; align: "left" | "right"; cell: (line: InvoiceLineJson) => string };

const columns = (currency: string): Column[] => [
  { title: "Description", width: 195, align: "left", cell: (line) => line.description },
  { title: "Period", width: 110, align: "left", cell: periodText },
  { title: "Quantity", width: 55, align: "right", cell: quantityText },
  {
    title: "Unit price",
    width: 65,
    align: "right",
    cell: (line) => formatInvoiceMoney(line.unit_price_minor, currency),
  },
  { title: "Amount", width: 70, align: "right", cell: (line) => formatInvoiceMoney(line.amount_minor, currency) },
];

const PAD = 4;
const SIZE = 9;
// A description longer than this many points is cut with an ellipsis, so one row never outgrows a page.
const MAX_CELL_HEIGHT = 300;

/** Where the table may run to on a page: above the footer with its page number. */
export const contentBottom = (doc: PDFKit.PDFDocument): number => doc.page.height - doc.page.margins.bottom - 20;

function drawRow(doc: PDFKit.PDFDocument, cells: string[], cols: Column[], bold: boolean): void {
  const left = doc.page.margins.left;
  const font = () => doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(SIZE);
  font();
  const heights = cells.map((text, i) =>
    Math.min(MAX_CELL_HEIGHT, doc.heightOfString(text, { width: (cols[i]?.width ?? 0) - 2 * PAD })),
  );
  const height = Math.max(...heights) + 2 * PAD;
  if (doc.y + height > contentBottom(doc)) {
    doc.addPage();
    if (!bold)
      drawRow(
        doc,
        cols.map((col) => col.title),
        cols,
        true,
      );
    font();
  }
  const top = doc.y;
  let x = left;
  cells.forEach((text, i) => {
    const col = cols[i];
    if (!col) return;
    doc.text(text, x + PAD, top + PAD, {
      width: col.width - 2 * PAD,
      align: col.align,
      height: MAX_CELL_HEIGHT,
      ellipsis: true,
    });
    x += col.width;
  });
  const bottom = top + height;
  const width = cols.reduce((sum, col) => sum + col.width, 0);
  doc
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .lineWidth(bold ? 1 : 0.5)
    .strokeColor(bold ? "#333333" : "#cccccc")
    .stroke();
  doc.x = left;
  doc.y = bottom;
}

/**
 * The lines table: the description wraps inside its column, and a row that does not fit starts a new page, which
 * begins with the table's header again.
 */
export function drawLines(doc: PDFKit.PDFDocument, lines: readonly InvoiceLineJson[], currency: string): void {
  const cols = columns(currency);
  drawRow(
    doc,
    cols.map((col) => col.title),
    cols,
    true,
  );
  for (const line of lines) {
    drawRow(
      doc,
      cols.map((col) => pdfText(col.cell(line))),
      cols,
      false,
    );
  }
}

/** The width the table spans, for what is aligned under it. */
export const TABLE_WIDTH = columns("EUR").reduce((sum, col) => sum + col.width, 0);
