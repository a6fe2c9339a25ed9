import "server-only";

import { and, eq, inArray, ne } from "drizzle-orm";

import { minorToDecimal } from "@/lib/invoices/amounts";
import type { BillableItem } from "@/lib/invoices/build-lines";
import { MONTH_PATTERN } from "@/lib/invoices/states";

import { billingProfiles, invoices } from "../db/schema";
import type { Db } from "../db/types";
import { billableItemsOf, companiesWithEngagements, type GroupedItem } from "./billable";
import { issueMonthInvoice, type IssuedInvoice } from "./issue-invoice";
import { platformFeeBasisPoints, sellerParty } from "./seller";

export type MonthCloseSummary = {
  month: string;
  issued: (IssuedInvoice & { companyId: number; currency: string })[];
  /** Companies with something billable but no billing profile: their items wait for a later close. */
  withoutProfile: number;
  /** Company and currency pairs whose invoice for the month exists already: their new items wait too. */
  alreadyInvoiced: number;
};

/** Companies per batch: one statement reads their billable items, two their profiles and invoices. */
export const CLOSE_BATCH = 200;

/**
 * Closes `month` (`YYYY-MM`) as of `now`: one invoice per company and currency with something billable, each in its
 * own transaction (./issue-invoice.ts). Companies go in batches of CLOSE_BATCH, each read set-based (their billable
 * items, billing profiles and the month's invoices in three statements), so the cost per invoice is its own writes.
 * A company without a billing profile is skipped (its items wait); a company and currency whose invoice for the month
 * exists already (and is not void) is skipped too: closing a month again issues nothing new, unless its invoice was
 * voided (its items are billable again: the new invoice replaces it).
 */
export async function closeMonth(db: Db, month: string, now: Date): Promise<MonthCloseSummary> {
  if (!MONTH_PATTERN.test(month)) throw new Error(`Not a month: ${month} (write YYYY-MM).`);
  const context = { seller: sellerParty(), feeBp: platformFeeBasisPoints() };
  const summary: MonthCloseSummary = { month, issued: [], withoutProfile: 0, alreadyInvoiced: 0 };
  let after = 0;
  for (;;) {
    const companyIds = await companiesWithEngagements(db, after, CLOSE_BATCH);
    if (companyIds.length === 0) break;
    after = companyIds.at(-1)!;
    const groups = groupByCompanyAndCurrency(await billableItemsOf(db, companyIds, month, now));
    if (groups.length === 0) continue;
    const billed = [...new Set(groups.map((group) => group.companyId))];
    const profiles = new Map(
      (await db.select().from(billingProfiles).where(inArray(billingProfiles.companyId, billed))).map((row) => [
        row.companyId,
        row,
      ]),
    );
    const invoiced = new Set(
      (
        await db
          .select({ companyId: invoices.companyId, currency: invoices.currency })
          .from(invoices)
          .where(
            and(
              eq(invoices.kind, "invoice"),
              ne(invoices.status, "void"),
              eq(invoices.month, month),
              inArray(invoices.companyId, billed),
            ),
          )
      ).map((row) => `${row.companyId}:${row.currency}`),
    );
    const withoutProfile = new Set<number>();
    for (const group of groups) {
      const profile = profiles.get(group.companyId);
      if (!profile) {
        withoutProfile.add(group.companyId);
        continue;
      }
      if (invoiced.has(`${group.companyId}:${group.currency}`)) {
        summary.alreadyInvoiced += 1;
        continue;
      }
      const outcome = await issueMonthInvoice(db, { ...group, profile }, month, now, context);
      if ("id" in outcome) summary.issued.push({ ...outcome, companyId: group.companyId, currency: group.currency });
      else if (outcome.skipped === "invoiced") summary.alreadyInvoiced += 1;
    }
    summary.withoutProfile += withoutProfile.size;
  }
  return summary;
}

function groupByCompanyAndCurrency(items: GroupedItem[]) {
  const groups = new Map<string, { companyId: number; currency: string; items: BillableItem[] }>();
  for (const { companyId, currency, item } of items) {
    const key = `${companyId}:${currency}`;
    const group = groups.get(key) ?? { companyId, currency, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.companyId - b.companyId || a.currency.localeCompare(b.currency));
}

/** The run's one line: what the close issued and what it left for later. */
export function describeMonthClose(summary: MonthCloseSummary): string {
  const totals = new Map<string, number>();
  for (const invoice of summary.issued) {
    totals.set(invoice.currency, (totals.get(invoice.currency) ?? 0) + invoice.totalMinor);
  }
  const issued =
    summary.issued.length === 0
      ? `Closed ${summary.month}: no new invoice.`
      : `Closed ${summary.month}: ${summary.issued.length} invoice(s) issued (${[...totals]
          .map(([currency, total]) => `${currency} ${minorToDecimal(total, currency)}`)
          .join(", ")}).`;
  const notes = [
    summary.withoutProfile > 0
      ? `${summary.withoutProfile} company(ies) without a billing profile skipped: billed once they add one.`
      : null,
    summary.alreadyInvoiced > 0 ? `${summary.alreadyInvoiced} already invoiced for the month.` : null,
  ].filter(Boolean);
  return [issued, ...notes].join(" ");
}
