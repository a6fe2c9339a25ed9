import { PAYOUTS_PAGE as copy } from "@/lib/content/billing";
import { formatLongDate, todayUtc } from "@/lib/format/date-time";
import { nextMonth } from "@/lib/invoices/periods";
import { formatMoney } from "@/lib/offers/money";
import { formatMinutes } from "@/lib/timesheets/weeks";
import type { PayoutJson, UnbilledWorkJson } from "@/lib/validation/payouts";

/** `part`: a share of the lines above it (not added to them), shown indented. */
export type PayoutLine = { label: string; amount: string; part?: true };

/** What a payout is made of, one line per part that is not zero, each in the payout's own currency. */
export function payoutBreakdownLines(payout: Pick<PayoutJson, "breakdown" | "currency">): PayoutLine[] {
  const { breakdown, currency } = payout;
  const lines: PayoutLine[] = [];
  if (breakdown.hours_minutes > 0 || breakdown.hours_minor !== 0)
    lines.push({
      label: copy.hours(formatMinutes(breakdown.hours_minutes)),
      amount: formatMoney(breakdown.hours_minor, currency),
    });
  if (breakdown.milestones_minor !== 0)
    lines.push({ label: copy.milestones, amount: formatMoney(breakdown.milestones_minor, currency) });
  if (breakdown.full_time_minor !== 0)
    lines.push({ label: copy.fullTime, amount: formatMoney(breakdown.full_time_minor, currency) });
  if (breakdown.trial_paid_by_platform_minor !== 0)
    lines.push({
      label: copy.trialPaid,
      amount: formatMoney(breakdown.trial_paid_by_platform_minor, currency),
      part: true,
    });
  return lines;
}

/** Where the money is: waiting on the client's invoice, ready to transfer, or paid (and when). */
export function payoutStatusLine(payout: Pick<PayoutJson, "status" | "invoice" | "paid_on">): string {
  switch (payout.status) {
    case "pending":
      return copy.pending(payout.invoice.number);
    case "payable":
      return copy.payable;
    case "paid":
      return payout.paid_on ? copy.paidOn(formatLongDate(payout.paid_on)) : "Paid";
    case "cancelled":
      return copy.cancelled(payout.invoice.number);
  }
}

/**
 * A month's total in each currency it has, "€1,200.00 · $300.00": amounts in two currencies are never added.
 * Cancelled payouts count for nothing.
 */
export function totalsByCurrency(payouts: readonly Pick<PayoutJson, "currency" | "amount_minor" | "status">[]) {
  const totals = new Map<string, number>();
  for (const payout of payouts) {
    if (payout.status === "cancelled") continue;
    totals.set(payout.currency, (totals.get(payout.currency) ?? 0) + payout.amount_minor);
  }
  return [...totals].map(([currency, minor]) => formatMoney(minor, currency));
}

/** Payouts grouped by month, in the order the API gives them (newest month first). */
export function payoutsByMonth<T extends Pick<PayoutJson, "month">>(payouts: readonly T[]) {
  const months = new Map<string, T[]>();
  for (const payout of payouts) months.set(payout.month, [...(months.get(payout.month) ?? []), payout]);
  return [...months].map(([month, items]) => ({ month, payouts: items }));
}

/** What approved work not invoiced yet is made of: one line per kind there is. */
export function unbilledWorkLines(work: Pick<UnbilledWorkJson, "minutes" | "milestones" | "full_time_months">) {
  const lines: string[] = [];
  if (work.minutes > 0) lines.push(copy.approved(formatMinutes(work.minutes)));
  if (work.milestones > 0) lines.push(copy.approvedMilestones(work.milestones));
  if (work.full_time_months > 0) lines.push(copy.fullTimeMonths(work.full_time_months));
  return lines;
}

/**
 * When approved work reaches the company's invoice: at the next month close, on the next 1st (UTC), once the
 * company has a billing profile.
 */
export function unbilledWhenLine(work: Pick<UnbilledWorkJson, "waits_for_billing_profile">, now = new Date()) {
  if (work.waits_for_billing_profile) return copy.waitsForBillingProfile;
  return copy.nextClose(formatLongDate(`${nextMonth(todayUtc(now).slice(0, 7))}-01`));
}
