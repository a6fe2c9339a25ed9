import { INVOICE_KINDS, INVOICE_LINE_KINDS, MONTH_PATTERN, SHOWN_INVOICE_STATUSES } from "@/lib/invoices/states";

import { optional } from "./fields";
import { listMetaSchema, pageField, perPageField } from "./manage-lists";
import { z } from "./zod";

const partySchema = z.object({
  name: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  vat_id: z.string().nullable(),
  email: z.string(),
});

export const invoiceLineSchema = z.object({
  position: z.number().int(),
  kind: z.enum(INVOICE_LINE_KINDS),
  engagement_id: z.number().int().nullable(),
  description: z.string(),
  period_start: z.iso.date(),
  period_end: z.iso.date(),
  quantity: z.string().describe("A decimal in unit_code, e.g. 37.5"),
  unit_code: z.string().describe("UN/ECE rec. 20: HUR hours, DAY days, C62 one"),
  unit_price_minor: z.number().int(),
  amount_minor: z.number().int().describe("Rounded half-even once; negative on a trial credit and a credit note"),
});
export type InvoiceLineJson = z.infer<typeof invoiceLineSchema>;

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string().describe("INV-2026-000001; a credit note CN-2026-000001"),
  kind: z.enum(INVOICE_KINDS),
  month: z.string().describe("The calendar month it bills, YYYY-MM"),
  currency: z.string(),
  status: z.enum(SHOWN_INVOICE_STATUSES).describe("overdue: issued and past due_on"),
  issued_on: z.iso.date(),
  due_on: z.iso.date(),
  total_minor: z.number().int().describe("The sum of its lines"),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  credits_invoice: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  credit_note: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  paid_on: z.iso.date().nullable(),
  payment_reference: z.string().nullable(),
  void_reason: z.string().nullable(),
  pdf_url: z.string(),
  xml_url: z.string().describe("The EN 16931 invoice in UBL 2.1"),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  seller: partySchema,
  buyer: partySchema,
  lines: z.array(invoiceLineSchema),
});
export type InvoiceJson = z.infer<typeof invoiceSchema>;
export const invoiceAnswerSchema = z.object({ data: invoiceSchema });
export const invoicesAnswerSchema = z.object({ data: z.array(invoiceSummarySchema) });

/** GET /api/manage/invoices?status=&month=&page= */
export const manageInvoicesQuerySchema = z.object({
  status: optional(z.enum(SHOWN_INVOICE_STATUSES, { error: `status is one of ${SHOWN_INVOICE_STATUSES.join(", ")}.` })),
  month: optional(z.string().regex(MONTH_PATTERN, { error: "month must be written YYYY-MM." })),
  page: pageField,
  per_page: perPageField(50),
});
export const manageInvoicesAnswerSchema = z.object({ data: z.array(invoiceSummarySchema), meta: listMetaSchema });

const paymentReference = z
  .string({ error: "Give the payment's reference." })
  .trim()
  .min(1, { error: "Give the payment's reference." })
  .max(200, { error: "The reference may not be longer than 200 characters." });

/** POST /api/manage/invoices/{id}/paid and POST /api/manage/payouts/{id}/paid */
export const markPaidRequestSchema = z.strictObject({
  paid_on: z.iso.date({ error: "The payment date must be a date (YYYY-MM-DD)." }).describe("Not in the future"),
  reference: paymentReference,
});
export type MarkPaidRequest = z.input<typeof markPaidRequestSchema>;

/** POST /api/manage/invoices/{id}/void: issues the credit note. */
export const voidInvoiceRequestSchema = z.strictObject({
  reason: z
    .string({ error: "Say why the invoice is void." })
    .trim()
    .min(1, { error: "Say why the invoice is void." })
    .max(1_000, { error: "The reason may not be longer than 1000 characters." }),
});
export type VoidInvoiceRequest = z.input<typeof voidInvoiceRequestSchema>;
/** The voided invoice and its credit note. */
export const voidInvoiceAnswerSchema = z.object({
  data: z.object({ invoice: invoiceSummarySchema, credit_note: invoiceSummarySchema }),
});
export const invoiceSummaryAnswerSchema = z.object({ data: invoiceSummarySchema });
