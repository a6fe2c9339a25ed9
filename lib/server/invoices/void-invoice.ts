import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";
import type { InvoiceSummary } from "@/lib/validation/invoices";

import { billingProfiles, invoiceLines, invoices, payouts } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { recordAudit } from "../manage/audit";
import { invoiceSummaries } from "./invoice-json";
import { mailInvoiceVoided } from "./invoice-mails";
import { takeInvoiceNumber } from "./numbering";

/**
 * A manager voids an issued invoice to correct it: in one transaction it becomes `void` and a credit note (its own CN
 * number, the invoice's lines negated, without their source columns) is issued to the same buyer; the invoice's
 * pending payouts are cancelled. Its lines stay as issued but are marked `voided`, which frees their approved weeks,
 * milestones and full-time months (and the invoice's company, month and currency) for the next month close (its own
 * month closed again, or a later one): a new invoice with a new number and new payouts. A paid or void invoice answers 409: no row is ever deleted.
 * Audited; the billing email is told.
 */
export async function voidInvoice(
  db: Db,
  managerId: number,
  invoiceId: number,
  reason: string,
): Promise<{ invoice: InvoiceSummary; credit_note: InvoiceSummary }> {
  const today = todayUtc();
  const creditNoteId = await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.kind, "invoice")))
      .for("update");
    if (!invoice) throw apiError("not_found", "Invoice not found.");
    if (invoice.status !== "issued") {
      throw apiError(
        "conflict",
        invoice.status === "paid" ? "A paid invoice cannot be voided." : "This invoice is void already.",
      );
    }
    await tx
      .update(invoices)
      .set({ status: "void", voidedAt: sql`now()`, voidReason: reason })
      .where(eq(invoices.id, invoiceId));
    await tx.update(invoiceLines).set({ voided: true }).where(eq(invoiceLines.invoiceId, invoiceId));
    const number = await takeInvoiceNumber(tx, "credit_note", Number(today.slice(0, 4)));
    const [note] = await tx
      .insert(invoices)
      .values({
        number,
        kind: "credit_note",
        companyId: invoice.companyId,
        month: invoice.month,
        currency: invoice.currency,
        issuedOn: today,
        dueOn: today,
        totalMinor: -invoice.totalMinor,
        seller: invoice.seller,
        buyer: invoice.buyer,
        creditsInvoiceId: invoice.id,
      })
      .returning({ id: invoices.id });
    await tx.execute(sql`
      insert into invoice_lines (invoice_id, position, kind, engagement_id, description, period_start, period_end,
                                 quantity, unit_code, unit_price_minor, amount_minor, talent_amount_minor)
      select ${note!.id}, position, kind, engagement_id, description, period_start, period_end,
             -quantity, unit_code, unit_price_minor, -amount_minor, -talent_amount_minor
      from invoice_lines where invoice_id = ${invoice.id}`);
    const cancelled = await tx
      .update(payouts)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(and(eq(payouts.invoiceId, invoice.id), inArray(payouts.status, ["pending"])))
      .returning({ id: payouts.id });
    const [profile] = invoice.companyId
      ? await tx
          .select({ email: billingProfiles.billingEmail })
          .from(billingProfiles)
          .where(eq(billingProfiles.companyId, invoice.companyId))
      : [];
    await mailInvoiceVoided(tx, profile?.email ?? invoice.buyer.email, invoice, { id: note!.id, number }, reason);
    await recordAudit(tx, {
      managerId,
      action: "invoice.void",
      targetKind: "invoice",
      targetId: invoice.id,
      before: { status: "issued", number: invoice.number },
      after: { status: "void", reason, credit_note: number, payouts_cancelled: cancelled.length },
    });
    return note!.id;
  });
  const both = await invoiceSummaries(db, "manager", today, inArray(invoices.id, [invoiceId, creditNoteId]));
  return {
    invoice: both.find((one) => one.id === invoiceId)!,
    credit_note: both.find((one) => one.id === creditNoteId)!,
  };
}
