import "server-only";

import { sql } from "drizzle-orm";

import { addDays } from "@/lib/engagements/calendar-days";
import { todayUtc } from "@/lib/format/date-time";
import { buildInvoiceLines, invoiceTotal, payoutsOf, type BillableItem } from "@/lib/invoices/build-lines";
import { INVOICE_DUE_DAYS } from "@/lib/invoices/states";

import { invoiceLines, invoices, payouts, type BillingProfileRow } from "../db/schema";
import type { InvoiceParty } from "../db/schema/billing";
import type { Db } from "../db/types";
import { billableItems } from "./billable";
import { mailInvoiceIssued } from "./invoice-mails";
import { takeInvoiceNumber } from "./numbering";

/** Thrown inside the transaction to roll it back (and give the number back) when there is nothing to issue. */
class NothingToIssue extends Error {
  constructor(readonly why: "empty" | "invoiced") {
    super(why);
  }
}

/** Some items read before the transaction were billed meanwhile (by a concurrent close): read them again. */
class StaleItems extends Error {}

export type IssuedInvoice = { id: number; number: string; totalMinor: number; lines: number; payouts: number };
export type IssueOutcome = IssuedInvoice | { skipped: NothingToIssue["why"] };

export type InvoiceGroup = {
  companyId: number;
  currency: string;
  profile: BillingProfileRow;
  /** The items the close's batch read; read again inside the transaction if any was billed meanwhile. */
  items: BillableItem[];
};

/**
 * One company's invoice for `month` in `currency`, in one transaction: its number (which holds the year's number row
 * until the end, so concurrent closes issue one after the other), its lines, its payouts and its mail. The lines are
 * inserted without overwriting any billed item (the source columns are unique): if one was billed meanwhile by a
 * concurrent close, the transaction is rolled back and tried once more with the items read afresh after the number.
 * Nothing billable, or the month's invoice issued meanwhile: rolled back, number and all. An invoice whose total is 0
 * (its trial credit cancels it) is settled at once, its payouts payable.
 */
export async function issueMonthInvoice(
  db: Db,
  group: InvoiceGroup,
  month: string,
  now: Date,
  context: { seller: InvoiceParty; feeBp: number },
): Promise<IssueOutcome> {
  try {
    try {
      return await issueOnce(db, group, month, now, context, false);
    } catch (error) {
      if (!(error instanceof StaleItems)) throw error;
      return await issueOnce(db, group, month, now, context, true);
    }
  } catch (error) {
    if (error instanceof NothingToIssue) return { skipped: error.why };
    throw error;
  }
}

function issueOnce(
  db: Db,
  group: InvoiceGroup,
  month: string,
  now: Date,
  context: { seller: InvoiceParty; feeBp: number },
  fresh: boolean,
): Promise<IssuedInvoice> {
  const issuedOn = todayUtc(now);
  const { profile } = group;
  return db.transaction(async (tx) => {
    const number = await takeInvoiceNumber(tx, "invoice", Number(issuedOn.slice(0, 4)));
    const items = fresh ? await billableItems(tx, group, month, now) : group.items;
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
        where: sql`kind = 'invoice' and status <> 'void'`,
      })
      .returning({ id: invoices.id });
    if (!invoice) throw new NothingToIssue("invoiced");
    const inserted = await tx
      .insert(invoiceLines)
      .values(
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
      )
      .onConflictDoNothing()
      .returning({ id: invoiceLines.id });
    if (inserted.length < lines.length) throw new StaleItems();
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
}
