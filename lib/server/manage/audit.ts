import "server-only";

import type { AccountKind } from "@/lib/accounts/kinds";

import { auditLog } from "../db/schema";
import type { Db } from "../db/types";

export type AuditTargetKind =
  | AccountKind
  | "job"
  | "job_report"
  | "message_report"
  | "vetting"
  | "manager_link"
  | "mail"
  | "review"
  | "run"
  | "engagement"
  | "invoice"
  | "payout";

export type AuditEntry = {
  /** Null when no manager acted: the first manager's setup, a client's summary-mail link (`after.by`). */
  managerId: number | null;
  /** What was done, as `area.verb`: "vetting.move", "job.approve", "account.suspend", … */
  action: string;
  targetKind: AuditTargetKind;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Appends one row to the audit log. Call it with the transaction that makes the change, so the action
 * and its record commit together or not at all. There is no update or delete: the table refuses both.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    managerId: entry.managerId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
