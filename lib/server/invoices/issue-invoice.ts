import "server-only";

import { eq, sql } from "drizzle-orm";

import { addDays } from "@/lib/engagements/calendar-days";
import { todayUtc } from "@/lib/format/date-time";
import { buildInvoiceLines, invoiceTotal, payoutsOf } from "@/lib/invoices/build-lines";
import { INVOICE_DUE_DAYS } from "@/lib/invoices/states";

import { billingProfiles, invoiceLines, invoices, payouts } from "../db/schema";
import type { InvoiceParty } from "../db/schema/billing";
import type { Db } from "../db/types";
import { billableItems } from "./billable";
import { mailInvoiceIssued } from "./invoice-mails";
import { takeInvoiceNumber } from "./numbering";

/** Thrown inside the transaction to roll it back (and give the number back) when there is nothing to issue. */
class NothingToIssue extends Error {
  constructor(readonly why: "empty" | "invoiced" | "no_profile") {
    super(why);
  }
}

export type IssuedInvoice = { id: number; number: string; totalMinor: number; lines: number; payouts: number };
export type IssueOutcome = IssuedInvoice | { skipped: NothingToIssue["why"] };

/**
 * One company's invoice for `month` in `currency`, in one transaction: its number (which holds the year's number row
 * until the end, so concurrent closes issue one after the other and each sees what the other billed), its lines from
 * what is billable then, its payouts and its mail. Nothing billable, or the month's invoice issued meanwhile: rolled
 * back, number and all. An invoice whose total is 0 (its trial credit cancels it) is settled at once.
 */
export async function issueMonthInvoice(
  db: Db,
  group: { companyId: number; currency: string },
  month: string,
  now: Date,
  context: { seller: InvoiceParty; feeBp: number },
): Promise<IssueOutcome> {
  const issuedOn = todayUtc(now);
  try {
    return await db.transaction(async (tx) => {
      const number = await takeInvoiceNumber(tx, "invoice", Number(issuedOn.slice(0, 4)));
      const [profile] = await tx.select().from(billingProfiles).where(eq(billingProfiles.companyId, group.companyId));
      if (!profile) throw new NothingToIssue("no_profile");
      const items = await billableItems(tx, group, month, now);
      if (items.length === 0) throw new NothingToIssue("empty");
      const lines = buildInvoiceLines(items, context.feeBp);
      const totalMinor = invoiceTotal(lines);
      const settled = totalMinor === 0;
      const buyer: InvoiceParty = {
        name: profile.legalName,
        address_line1: profile.addressLine1,
        address_line2: profile.addressLine2,
        city: profile.city,
        postal_code: profile.postalCode,
        country: profile.country,
        vat_id: profile.vatId,
        email: profile.billingEmail,
      };
      const [invoice] = await tx
        .insert(invoices)
        .values({
          number,
          kind: "invoice",
          companyId: group.companyId,
          month,
          currency: group.currency,
          issuedOn,
          dueOn: addDays(issuedOn, INVOICE_DUE_DAYS),
          totalMinor,
          seller: context.seller,
          buyer,
          ...(settled ? { status: "paid" as const, paidOn: issuedOn, paymentReference: "Nothing to pay" } : {}),
        })
        .onConflictDoNothing({
          target: [invoices.companyId, invoices.month, invoices.currency],
          where: sql`kind = 'invoice'`,
        })
        .returning({ id: invoices.id });
      if (!invoice) throw new NothingToIssue("invoiced");
      await tx.insert(invoiceLines).values(
        lines.map((line) => ({
          invoiceId: invoice.id,
          position: line.position,
          kind: line.kind,
          engagementId: line.engagementId,
          description: line.description,
          periodStart: line.periodStart,
          periodEnd: line.periodEnd,
          quantity: line.quantity,
          unitCode: line.unitCode,
          unitPriceMinor: line.unitPriceMinor,
          amountMinor: line.amountMinor,
          talentAmountMinor: line.talentAmountMinor,
          timesheetId: line.timesheetId,
          milestonePosition: line.milestonePosition,
          billedMonth: line.billedMonth,
        })),
      );
      const owed = payoutsOf(lines);
      await tx.insert(payouts).values(
        owed.map((payout) => ({
          talentId: payout.talentId,
          engagementId: payout.engagementId,
          invoiceId: invoice.id,
          month,
          currency: group.currency,
          amountMinor: payout.amountMinor,
          status: settled ? ("payable" as const) : ("pending" as const),
        })),
      );
      await mailInvoiceIssued(tx, profile.billingEmail, {
        id: invoice.id,
        number,
        month,
        currency: group.currency,
        totalMinor,
        dueOn: addDays(issuedOn, INVOICE_DUE_DAYS),
        settled,
      });
      return { id: invoice.id, number, totalMinor, lines: lines.length, payouts: owed.length };
    });
  } catch (error) {
    if (error instanceof NothingToIssue) return { skipped: error.why };
    throw error;
  }
}
