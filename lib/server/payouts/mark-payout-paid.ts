import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { ManagePayoutJson } from "@/lib/validation/payouts";

import { payouts } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { assertPaidOnNotFuture } from "../invoices/paid-on";
import { recordAudit } from "../manage/audit";
import { managePayout } from "./manage-payouts";

/** A manager records the transfer to the talent: payable → paid; any other status answers 409. Audited. */
export async function markPayoutPaid(
  db: Db,
  managerId: number,
  payoutId: number,
  body: { paid_on: string; reference: string },
): Promise<ManagePayoutJson> {
  assertPaidOnNotFuture(body.paid_on);
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payouts)
      .set({ status: "paid", paidOn: body.paid_on, reference: body.reference, updatedAt: sql`now()` })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, "payable")))
      .returning({ amountMinor: payouts.amountMinor, currency: payouts.currency });
    if (!paid) {
      const [row] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
      if (!row) throw apiError("not_found", "Payout not found.");
      throw apiError(
        "conflict",
        row.status === "pending"
          ? "This payout waits for the client's invoice to be paid."
          : `This payout is ${row.status}: only a payable payout is paid.`,
      );
    }
    await recordAudit(tx, {
      managerId,
      action: "payout.paid",
      targetKind: "payout",
      targetId: payoutId,
      before: { status: "payable" },
      after: { status: "paid", paid_on: body.paid_on, reference: body.reference, ...paid },
    });
  });
  return managePayout(db, payoutId);
}
