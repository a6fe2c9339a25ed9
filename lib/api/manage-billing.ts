import { saveBlob } from "@/lib/browser/save-blob";
import {
  invoiceSummaryAnswerSchema,
  manageInvoicesAnswerSchema,
  voidInvoiceAnswerSchema,
  type InvoiceSummary,
  type MarkPaidRequest,
  type VoidInvoiceRequest,
} from "@/lib/validation/invoices";
import type { ListMeta } from "@/lib/validation/manage-lists";
import { managePayoutAnswerSchema, managePayoutsAnswerSchema, type ManagePayoutJson } from "@/lib/validation/payouts";

import { api } from "./client";
import { fileNameFromDisposition } from "./profile-export";

type Page<T> = { data: T[]; meta: ListMeta };

/** GET /api/manage/invoices?status=&month=&page=: every company's invoices, newest first. */
export async function manageInvoicesRequest(filters: Record<string, string>): Promise<Page<InvoiceSummary>> {
  const response = await api.get("/api/manage/invoices", { params: filters });
  return manageInvoicesAnswerSchema.parse(response.data);
}

/** POST /api/manage/invoices/{id}/paid: records the client's payment (409 unless issued). */
export async function markInvoicePaidRequest(id: number, body: MarkPaidRequest): Promise<InvoiceSummary> {
  const response = await api.post(`/api/manage/invoices/${id}/paid`, body);
  return invoiceSummaryAnswerSchema.parse(response.data).data;
}

/** POST /api/manage/invoices/{id}/void: voids it and issues its credit note. */
export async function voidInvoiceRequest(id: number, body: VoidInvoiceRequest) {
  const response = await api.post(`/api/manage/invoices/${id}/void`, body);
  return voidInvoiceAnswerSchema.parse(response.data).data;
}

/** GET /api/manage/payouts?status=&page=: payouts, payable first. */
export async function managePayoutsRequest(filters: Record<string, string>): Promise<Page<ManagePayoutJson>> {
  const response = await api.get("/api/manage/payouts", { params: filters });
  return managePayoutsAnswerSchema.parse(response.data);
}

/** POST /api/manage/payouts/{id}/paid: records the transfer to the talent (409 unless payable). */
export async function markPayoutPaidRequest(id: number, body: MarkPaidRequest): Promise<ManagePayoutJson> {
  const response = await api.post(`/api/manage/payouts/${id}/paid`, body);
  return managePayoutAnswerSchema.parse(response.data).data;
}

/**
 * GET /api/manage/invoices.csv or /api/manage/payouts.csv with the list's filters, saved to the downloads under the
 * server's file name. Through the API client: the export needs the manager's bearer token.
 */
export async function downloadBillingCsvRequest(
  list: "invoices" | "payouts",
  filters: Record<string, string>,
): Promise<string> {
  const response = await api.get<Blob>(`/api/manage/${list}.csv`, { params: filters, responseType: "blob" });
  const fileName = fileNameFromDisposition(response.headers["content-disposition"], `${list}.csv`);
  saveBlob(response.data, fileName);
  return fileName;
}
