import "server-only";

import type { AuditEntryJson, AuditFilters } from "@/lib/validation/audit-log";

import type { Db } from "../db/types";
import { auditEntriesInBatches } from "./audit-log";

export const AUDIT_CSV_COLUMNS = [
  "at",
  "manager",
  "manager_email",
  "action",
  "target_kind",
  "target_id",
  "before",
  "after",
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled. A cell a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return) gets a leading '.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const json = (value: Record<string, unknown> | null) => (value === null ? "" : JSON.stringify(value));

export function csvRow(entry: AuditEntryJson): string {
  const cells = [
    entry.at,
    entry.manager?.name ?? "",
    entry.manager?.email ?? "",
    entry.action,
    entry.target_kind,
    entry.target_id,
    json(entry.before),
    json(entry.after),
  ];
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export const auditCsvFilename = (now = new Date()) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

/** The whole filtered log as a streamed CSV download: one batch of rows in memory at a time. */
export function auditCsvResponse(db: Db, filters: AuditFilters): Response {
  const encoder = new TextEncoder();
  const batches = auditEntriesInBatches(db, filters);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${AUDIT_CSV_COLUMNS.join(",")}\r\n`));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
      } catch (error) {
        console.error("[audit] CSV export failed:", error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${auditCsvFilename()}"`,
      "Cache-Control": "no-store",
    },
  });
}
