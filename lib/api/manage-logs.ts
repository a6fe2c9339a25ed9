import { saveBlob } from "@/lib/browser/save-blob";
import type { RunInput } from "@/lib/runs/outcomes";
import { runResultSchema, type RunResultJson } from "@/lib/validation/runs";

import { api } from "./client";

const FILENAME = /filename="([^"]+)"/;

/** Downloads the audit log with these filters as CSV (through the API, which needs the manager's token) and saves it. */
export async function downloadAuditCsvRequest(filters: Record<string, string>): Promise<string> {
  const response = await api.get<Blob>("/api/manage/audit", {
    params: { ...filters, format: "csv" },
    responseType: "blob",
  });
  const disposition = String(response.headers["content-disposition"] ?? "");
  const filename = FILENAME.exec(disposition)?.[1] ?? "audit-log.csv";
  saveBlob(response.data, filename);
  return filename;
}

/** Puts a parked message back in the outbox queue. */
export async function retryMailRequest(id: number): Promise<void> {
  await api.post(`/api/manage/mail/${id}/retry`);
}

/** Starts a run now ("Run now" on /admin/runs) and answers its outcome and summary line; the month close takes its month. */
export async function startRunRequest(name: string, body: RunInput = {}): Promise<RunResultJson> {
  const response = await api.post(`/api/manage/runs/${encodeURIComponent(name)}`, body);
  return runResultSchema.parse(response.data).data;
}
