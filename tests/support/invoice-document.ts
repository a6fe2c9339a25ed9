import type { InvoiceJson, InvoiceLineJson } from "@/lib/validation/invoices";

/** Invoice documents as the API answers them, for the PDF and UBL renderers' tests. */

export const SELLER: InvoiceJson["seller"] = {
  name: "Hireloop Ltd.",
  address_line1: "21 Harbour Street",
  address_line2: null,
  city: "Dublin",
  postal_code: "D02 X285",
  country: "IE",
  vat_id: "IE3668997OH",
  email: "billing@hireloop.example",
};

export const BUYER: InvoiceJson["buyer"] = {
  name: "Acme Robotics GmbH",
  address_line1: "Torstraße 49",
  address_line2: "3. Etage",
  city: "Berlin",
  postal_code: "10119",
  country: "DE",
  vat_id: "DE811569869",
  email: "accounts@acme-robotics.example",
};

/** A month of November 2026: an hourly week, a milestone, a full-time month from the 16th, a trial credit. */
export const SAMPLE_LINES: InvoiceLineJson[] = [
  {
    position: 1,
    kind: "hours",
    engagement_id: 11,
    description: "Jane Doe, Senior Backend Engineer: hours of the week of 2 November 2026",
    period_start: "2026-11-02",
    period_end: "2026-11-08",
    quantity: "37.5000",
    unit_code: "HUR",
    unit_price_minor: 6_500,
    amount_minor: 243_750,
  },
  {
    position: 2,
    kind: "milestone",
    engagement_id: 12,
    description: "Mateo Ruiz, Mobile Developer: milestone “Payments API integration” approved",
    period_start: "2026-11-12",
    period_end: "2026-11-12",
    quantity: "1",
    unit_code: "C62",
    unit_price_minor: 250_000,
    amount_minor: 250_000,
  },
  {
    position: 3,
    kind: "full_time",
    engagement_id: 13,
    description: "Priya Shah, Product Designer: full-time from 16 November, 11 of 21 working days",
    period_start: "2026-11-16",
    period_end: "2026-11-30",
    quantity: "11",
    unit_code: "DAY",
    // 6,000.00 a month over 21 working days; the amount is 6,000.00 × 11 / 21 rounded once.
    unit_price_minor: 28_571,
    amount_minor: 314_286,
  },
  {
    position: 4,
    kind: "trial_credit",
    engagement_id: 14,
    description: "Tom Becker, QA Engineer: trial credit, the engagement ended inside its trial",
    period_start: "2026-11-02",
    period_end: "2026-11-06",
    quantity: "1",
    unit_code: "C62",
    unit_price_minor: -120_000,
    amount_minor: -120_000,
  },
];

const total = (lines: InvoiceLineJson[]) => lines.reduce((sum, line) => sum + line.amount_minor, 0);

export function sampleInvoice(extra: Partial<InvoiceJson> = {}): InvoiceJson {
  const lines = extra.lines ?? SAMPLE_LINES;
  return {
    id: 41,
    number: "INV-2026-000041",
    kind: "invoice",
    month: "2026-11",
    currency: "EUR",
    status: "issued",
    issued_on: "2026-12-01",
    due_on: "2026-12-15",
    total_minor: total(lines),
    company: { id: 7, name: "Acme Robotics" },
    credits_invoice: null,
    credit_note: null,
    paid_on: null,
    payment_reference: null,
    void_reason: null,
    pdf_url: "/api/client/invoices/41.pdf",
    xml_url: "/api/client/invoices/41.xml",
    seller: SELLER,
    buyer: BUYER,
    ...extra,
    lines,
  };
}

/** The credit note that voids `invoice`: its own number, the negated lines. */
export function creditNoteFor(invoice: InvoiceJson): InvoiceJson {
  const lines = invoice.lines.map((line) => ({
    ...line,
    unit_price_minor: -line.unit_price_minor,
    amount_minor: -line.amount_minor,
  }));
  return {
    ...invoice,
    id: invoice.id + 1,
    number: "CN-2026-000003",
    kind: "credit_note",
    status: "issued",
    issued_on: "2026-12-04",
    due_on: "2026-12-04",
    total_minor: -invoice.total_minor,
    credits_invoice: { id: invoice.id, number: invoice.number },
    void_reason: "Billed to the wrong company.",
    pdf_url: `/api/client/invoices/${invoice.id + 1}.pdf`,
    xml_url: `/api/client/invoices/${invoice.id + 1}.xml`,
    lines,
  };
}

/** `count` hourly weeks, for an invoice that runs over several pages. */
export function manyLines(count: number): InvoiceLineJson[] {
  return Array.from({ length: count }, (_, i) => ({
    position: i + 1,
    kind: "hours" as const,
    engagement_id: 100 + i,
    description: `Talent ${i + 1}, Contract Engineer: hours of the week of 2 November 2026`,
    period_start: "2026-11-02",
    period_end: "2026-11-08",
    quantity: "10",
    unit_code: "HUR",
    unit_price_minor: 5_000 + i,
    amount_minor: (5_000 + i) * 10,
  }));
}
