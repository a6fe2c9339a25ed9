import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import type { InvoiceSummary } from "@/lib/validation/invoices";

import { invoices, payouts } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { recordAudit } from "../manage/audit";
import { invoiceSummaries } from "./invoice-json";
import { assertPaidOnNotFuture } from "./paid-on";

/** markPaidRequestSchema's output. */
export type PaidBody = { paid_on: string; reference: string };

/**
 * A manager records the client's payment: issued → paid, and in the same transaction the talents' payouts from it
 * pending → payable. A paid or void invoice (or a credit note) answers 409; audited.
 */
export async function markInvoicePaid(
  db: Db,
  managerId: number,
  invoiceId: number,
  body: PaidBody,
): Promise<InvoiceSummary> {
  assertPaidOnNotFuture(body.paid_on);
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(invoices)
      .set({ status: "paid", paidOn: body.paid_on, paymentReference: body.reference })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.kind, "invoice"), eq(invoices.status, "issued")))
      .returning({ number: invoices.number });
    if (!paid) {
      const [row] = await tx
        .select({ kind: invoices.kind, status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      if (!row) throw apiError("not_found", "Invoice not found.");
      throw apiError(
        "conflict",
        row.kind === "credit_note"
          ? "A credit note is not paid: it asks for nothing."
          : `This invoice is ${row.status} already.`,
      );
    }
    const payable = await tx
      .update(payouts)
      .set({ status: "payable", updatedAt: sql`now()` })
      .where(and(eq(payouts.invoiceId, invoiceId), eq(payouts.status, "pending")))
      .returning({ id: payouts.id });
    await recordAudit(tx, {
      managerId,
      action: "invoice.paid",
      targetKind: "invoice",
      targetId: invoiceId,
      before: { status: "issued" },
      after: {
        status: "paid",
        number: paid.number,
        paid_on: body.paid_on,
        reference: body.reference,
        payouts_payable: payable.length,
      },
    });
  });
  const [summary] = await invoiceSummaries(db, "manager", todayUtc(), eq(invoices.id, invoiceId));
  return summary!;
}
