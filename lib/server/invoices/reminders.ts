import "server-only";

import { and, eq, isNull, lt, sql } from "drizzle-orm";

import { todayUtc } from "@/lib/format/date-time";

import { billingProfiles, invoices } from "../db/schema";
import type { Db } from "../db/types";
import { mailInvoiceReminder } from "./invoice-mails";

/**
 * One reminder per overdue invoice (issued and past `due_on`, UTC), to the billing email it was issued to. Each is
 * claimed by a conditional update on `reminder_sent_at is null` in the mail's transaction, so two instances never
 * send it twice and a failed mail leaves it for the next run. Answers how many were sent.
 */
export async function sendInvoiceReminders(db: Db, now: Date): Promise<number> {
  const today = todayUtc(now);
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, "invoice"),
        eq(invoices.status, "issued"),
        lt(invoices.dueOn, today),
        isNull(invoices.reminderSentAt),
      ),
    )
    .orderBy(invoices.id);
  let sent = 0;
  for (const { id } of due) {
    const mailed = await db.transaction(async (tx) => {
      const [invoice] = await tx
        .update(invoices)
        .set({ reminderSentAt: sql`${now.toISOString()}::timestamptz` })
        .where(and(eq(invoices.id, id), eq(invoices.status, "issued"), isNull(invoices.reminderSentAt)))
        .returning();
      if (!invoice) return false;
      // The profile's address now (it may have changed since the invoice was issued), else the one issued to.
      const [profile] = invoice.companyId
        ? await tx
            .select({ email: billingProfiles.billingEmail })
            .from(billingProfiles)
            .where(eq(billingProfiles.companyId, invoice.companyId))
        : [];
      await mailInvoiceReminder(tx, profile?.email ?? invoice.buyer.email, invoice);
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}
