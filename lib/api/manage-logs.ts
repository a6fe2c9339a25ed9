import { api } from "./client";

const FILENAME = /filename="([^"]+)"/;

/** Downloads the audit log with these filters as CSV (through the API, which needs the manager's token) and saves it. */
export async function downloadAuditCsv(filters: Record<string, string>): Promise<string> {
  const response = await api.get<Blob>("/api/manage/audit", { params: { ...filters, format: "csv" }, responseType: "blob" });
  const disposition = String(response.headers["content-disposition"] ?? "");
  const filename = FILENAME.exec(disposition)?.[1] ?? "audit-log.csv";
  const url = URL.createObjectURL(response.data);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return filename;
}

/** Puts a parked message back in the outbox queue. */
export async function retryMail(id: number): Promise<void> {
  await api.post(`/api/manage/mail/${id}/retry`);
}
