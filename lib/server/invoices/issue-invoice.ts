import "server-only";

import { eq, sql } from "drizzle-orm";

import { addDays } from "@/lib/engagements/calendar-days";
import { todayUtc } from "@/lib/format/date-time";
import {
  buildInvoiceLines,
  documentKind,
  invoiceTotal,
  payoutsOf,
  type BillableItem,
  type LineDraft,
} from "@/lib/invoices/build-lines";
import { INVOICE_DUE_DAYS, type InvoiceKind } from "@/lib/invoices/states";

import { billingProfiles, invoiceLines, invoices, payouts, type BillingProfileRow } from "../db/schema";
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

export type IssuedInvoice = {
  id: number;
  number: string;
  kind: InvoiceKind;
  totalMinor: number;
  lines: number;
  payouts: number;
};
export type IssueOutcome = IssuedInvoice | { skipped: NothingToIssue["why"] };

export type InvoiceGroup = {
  companyId: number;
  currency: string;
  profile: BillingProfileRow;
  /** The items the close's batch read; read again inside the transaction if any was billed meanwhile. */
  items: BillableItem[];
};

/**
 * One company's invoice for `month` in `currency`, in one transaction: its billing profile's row (held until the end,
 * so the company's concurrent closes take turns), its number (which holds the year's number row until the end too:
 * no gap), its lines, its payouts and its mail. The lines are inserted without overwriting any billed item or
 * credited line (those columns are unique): if one was billed meanwhile by a concurrent close, the transaction is
 * rolled back and tried once more with the items read afresh after the profile's row.
 * Nothing billable, or the month's invoice issued meanwhile: rolled back, number and all. An invoice whose total is 0
 * (its trial credit cancels it) is settled at once, its payouts payable. Lines whose total is negative (trial credits
 * of work invoiced earlier, more than the month's work) are issued as a credit note of the month instead, with its
 * own CN number: an invoice's total is never negative. Its payouts are payable too: the client owes nothing on it.
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
    await lockBillingProfile(tx, group.companyId);
    const items = fresh ? await billableItems(tx, group, month, now) : group.items;
    if (items.length === 0) throw new NothingToIssue("empty");
    const lines = buildInvoiceLines(items, context.feeBp);
    const totalMinor = invoiceTotal(lines);
    const kind = documentKind(totalMinor);
    const number = await takeInvoiceNumber(tx, kind, Number(issuedOn.slice(0, 4)));
    const settled = totalMinor <= 0;
    const dueOn = kind === "credit_note" ? issuedOn : addDays(issuedOn, INVOICE_DUE_DAYS);
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
        kind,
        companyId: group.companyId,
        month,
        currency: group.currency,
        issuedOn,
        dueOn,
        totalMinor,
        seller: context.seller,
        buyer,
        ...(settled && kind === "invoice"
          ? { status: "paid" as const, paidOn: issuedOn, paymentReference: "Nothing to pay" }
          : {}),
      })
      .onConflictDoNothing({
        target: [invoices.companyId, invoices.month, invoices.currency],
        where: sql`kind = 'invoice' and status <> 'void'`,
      })
      .returning({ id: invoices.id });
    if (!invoice) throw new NothingToIssue("invoiced");
    const inserted = await insertLines(tx, invoice.id, lines);
    if (inserted < lines.length) throw new StaleItems();
    const owed = payoutsOf(lines);
    if (owed.length > 0) {
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
    }
    await mailInvoiceIssued(tx, profile.billingEmail, {
      id: invoice.id,
      number,
      kind,
      month,
      currency: group.currency,
      totalMinor,
      dueOn,
      settled,
    });
    return { id: invoice.id, number, kind, totalMinor, lines: lines.length, payouts: owed.length };
  });
}

const lockBillingProfile = (tx: Db, companyId: number) =>
  tx
    .select({ companyId: billingProfiles.companyId })
    .from(billingProfiles)
    .where(eq(billingProfiles.companyId, companyId))
    .for("update");

const lineValues = (invoiceId: number, line: LineDraft, creditsLineId: number | null) => ({
  invoiceId,
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
  creditsLineId,
});

/**
 * The lines, none overwriting a billed item or a credited line (their columns are unique): first those that do not
 * credit a line of this invoice, then those that do, once the lines they credit have their ids. Answers how many
 * were inserted.
 */
async function insertLines(tx: Db, invoiceId: number, lines: LineDraft[]): Promise<number> {
  const first = lines.filter((line) => line.creditsPosition === null);
  const then = lines.filter((line) => line.creditsPosition !== null);
  const inserted = await tx
    .insert(invoiceLines)
    .values(first.map((line) => lineValues(invoiceId, line, line.creditsLineId)))
    .onConflictDoNothing()
    .returning({ id: invoiceLines.id, position: invoiceLines.position });
  if (then.length === 0) return inserted.length;
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  const credits = await tx
    .insert(invoiceLines)
    .values(then.map((line) => lineValues(invoiceId, line, idAt.get(line.creditsPosition!) ?? null)))
    .onConflictDoNothing()
    .returning({ id: invoiceLines.id });
  return inserted.length + credits.length;
}
