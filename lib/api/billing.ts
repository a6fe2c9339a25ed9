import {
  billingProfileAnswerSchema,
  type BillingProfile,
  type BillingProfileRequest,
} from "@/lib/validation/billing-profile";
import {
  invoiceAnswerSchema,
  invoicesAnswerSchema,
  type InvoiceJson,
  type InvoiceSummary,
} from "@/lib/validation/invoices";
import { payoutsAnswerSchema, type PayoutJson, type UnbilledWorkJson } from "@/lib/validation/payouts";

import { api } from "./client";
import { fileNameFromDisposition } from "./profile-export";

/** GET /api/client/billing-profile: the company's billing profile, or null before it is saved. */
export async function billingProfileRequest(signal?: AbortSignal): Promise<BillingProfile | null> {
  const response = await api.get("/api/client/billing-profile", { signal });
  return billingProfileAnswerSchema.parse(response.data).data;
}

/** PUT /api/client/billing-profile: saves it whole (422 names each wrong field). */
export async function saveBillingProfileRequest(body: BillingProfileRequest): Promise<BillingProfile> {
  const response = await api.put("/api/client/billing-profile", body);
  const saved = billingProfileAnswerSchema.parse(response.data).data;
  if (!saved) throw new Error("Invalid response format");
  return saved;
}

/** GET /api/client/invoices: the company's invoices and credit notes, newest first. */
export async function clientInvoicesRequest(signal?: AbortSignal): Promise<InvoiceSummary[]> {
  const response = await api.get("/api/client/invoices", { signal });
  return invoicesAnswerSchema.parse(response.data).data;
}

/** GET /api/client/invoices/{id}: one own invoice with its parties and lines (404 for another company's). */
export async function clientInvoiceRequest(id: number, signal?: AbortSignal): Promise<InvoiceJson> {
  const response = await api.get(`/api/client/invoices/${id}`, { signal });
  return invoiceAnswerSchema.parse(response.data).data;
}

/**
 * An invoice's PDF or EN 16931 XML, from the `pdf_url` or `xml_url` the API gave (client or manage: the bearer is
 * chosen by the path): the bytes and the server's file name, or the invoice's number when it gives none.
 */
export async function invoiceFileRequest(
  url: string,
  number: string,
  format: "pdf" | "xml",
): Promise<{ blob: Blob; fileName: string }> {
  const response = await api.get<Blob>(url, { responseType: "blob" });
  const fileName = fileNameFromDisposition(response.headers["content-disposition"], `${number}.${format}`);
  return { blob: response.data, fileName };
}

/**
 * GET /api/talent/payouts: the talent's payouts per month and engagement, newest month first, and the approved work
 * not invoiced yet per engagement.
 */
export async function payoutsRequest(
  signal?: AbortSignal,
): Promise<{ payouts: PayoutJson[]; unbilled: UnbilledWorkJson[] }> {
  const response = await api.get("/api/talent/payouts", { signal });
  // `meta` came after `data`: an answer without it (e.g. the page-health suite's stubs) has nothing unbilled.
  const answer = payoutsAnswerSchema
    .extend({ meta: payoutsAnswerSchema.shape.meta.default({ unbilled: [] }) })
    .parse(response.data);
  return { payouts: answer.data, unbilled: answer.meta.unbilled };
}
