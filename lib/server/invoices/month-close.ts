import "server-only";

import { minorToDecimal } from "@/lib/invoices/amounts";
import { MONTH_PATTERN } from "@/lib/invoices/states";

import type { Db } from "../db/types";
import { billableGroups } from "./billable";
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

/**
 * Closes `month` (`YYYY-MM`) as of `now`: one invoice per company and currency with something billable, each in
 * its own transaction (lib/server/invoices/issue-invoice.ts). The billable pairs are found in one set-based
 * statement; each invoice then reads its own items again after taking its number, so two closes at once never bill
 * one item twice. Closing a month again issues nothing new for the pairs it invoiced.
 */
export async function closeMonth(db: Db, month: string, now: Date): Promise<MonthCloseSummary> {
  if (!MONTH_PATTERN.test(month)) throw new Error(`Not a month: ${month} (write YYYY-MM).`);
  const groups = await billableGroups(db, month, now);
  const context = { seller: sellerParty(), feeBp: platformFeeBasisPoints() };
  const summary: MonthCloseSummary = { month, issued: [], withoutProfile: 0, alreadyInvoiced: 0 };
  const skippedCompanies = new Set<number>();
  for (const group of groups) {
    if (!group.hasProfile) {
      skippedCompanies.add(group.companyId);
      continue;
    }
    if (group.invoiced) {
      summary.alreadyInvoiced += 1;
      continue;
    }
    const outcome = await issueMonthInvoice(db, group, month, now, context);
    if ("id" in outcome) summary.issued.push({ ...outcome, companyId: group.companyId, currency: group.currency });
    else if (outcome.skipped === "invoiced") summary.alreadyInvoiced += 1;
    else if (outcome.skipped === "no_profile") skippedCompanies.add(group.companyId);
  }
  summary.withoutProfile = skippedCompanies.size;
  return summary;
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
