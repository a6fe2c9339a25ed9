import { addDays } from "@/lib/engagements/calendar-days";
import { trialEndsOn } from "@/lib/engagements/end-rules";

import { daysBetween, monthBounds, monthLabel, spanLabel } from "./periods";
import { decimalQuantity, hoursAmountMinor, prorateHalfEven, talentShareMinor } from "./rounding";
import type { InvoiceLineKind } from "./states";

/** The engagement an item bills, as its lines describe it. */
export type BilledEngagement = {
  id: number;
  talentId: number;
  jobTitle: string;
  talentName: string;
  rateMinor: number;
  startDate: string;
  endedOn: string | null;
  trialDays: number;
  trialEndedEarly: boolean;
};

/** Something approved and not yet on any invoice line. */
export type BillableItem =
  | { kind: "hours"; engagement: BilledEngagement; timesheetId: number; weekStart: string; minutes: number }
  | {
      kind: "milestone";
      engagement: BilledEngagement;
      position: number;
      name: string;
      amountMinor: number;
      deliveredOn: string;
      approvedOn: string;
    }
  | { kind: "full_time"; engagement: BilledEngagement; month: string };

export type LineDraft = {
  position: number;
  kind: InvoiceLineKind;
  engagementId: number;
  talentId: number;
  description: string;
  periodStart: string;
  periodEnd: string;
  quantity: string;
  unitCode: "HUR" | "C62" | "DAY";
  unitPriceMinor: number;
  amountMinor: number;
  talentAmountMinor: number;
  timesheetId: number | null;
  milestonePosition: number | null;
  billedMonth: string | null;
};

type Unpositioned = Omit<LineDraft, "position">;

const who = (e: BilledEngagement) => `${e.jobTitle} (${e.talentName})`;
const ORDER: Record<BillableItem["kind"], number> = { hours: 0, milestone: 1, full_time: 2 };
const sortKey = (item: BillableItem): string =>
  item.kind === "hours"
    ? item.weekStart
    : item.kind === "milestone"
      ? String(item.position).padStart(4, "0")
      : item.month;

function lineOf(item: BillableItem, feeBp: number): Unpositioned | null {
  const e = item.engagement;
  const base = {
    engagementId: e.id,
    talentId: e.talentId,
    timesheetId: null,
    milestonePosition: null,
    billedMonth: null,
  };
  const priced = (amountMinor: number) => ({ amountMinor, talentAmountMinor: talentShareMinor(amountMinor, feeBp) });
  switch (item.kind) {
    case "hours": {
      const weekEnd = addDays(item.weekStart, 6);
      return {
        ...base,
        kind: "hours",
        description: `Hours, week of ${spanLabel(item.weekStart, weekEnd)} · ${who(e)}`,
        periodStart: item.weekStart,
        periodEnd: weekEnd,
        quantity: decimalQuantity(item.minutes, 60),
        unitCode: "HUR",
        unitPriceMinor: e.rateMinor,
        ...priced(hoursAmountMinor(e.rateMinor, item.minutes)),
        timesheetId: item.timesheetId,
      };
    }
    case "milestone":
      return {
        ...base,
        kind: "milestone",
        description: `Milestone ${item.position}: ${item.name} · ${who(e)}`,
        periodStart: item.deliveredOn <= item.approvedOn ? item.deliveredOn : item.approvedOn,
        periodEnd: item.approvedOn,
        quantity: "1",
        unitCode: "C62",
        unitPriceMinor: item.amountMinor,
        ...priced(item.amountMinor),
        milestonePosition: item.position,
      };
    case "full_time": {
      const { first, last, days } = monthBounds(item.month);
      const from = e.startDate > first ? e.startDate : first;
      const to = e.endedOn !== null && e.endedOn < last ? e.endedOn : last;
      const active = daysBetween(from, to);
      if (active === 0) return null;
      const partial = active < days ? ` (${active} of ${days} days)` : "";
      return {
        ...base,
        kind: "full_time",
        description: `Full-time, ${monthLabel(item.month)}${partial} · ${who(e)}`,
        periodStart: from,
        periodEnd: to,
        quantity: String(active),
        unitCode: "DAY",
        unitPriceMinor: prorateHalfEven(e.rateMinor, 1, days),
        ...priced(prorateHalfEven(e.rateMinor, active, days)),
        billedMonth: item.month,
      };
    }
  }
}

/**
 * The credit of an engagement the client ended inside its trial: the lines of that engagement on this invoice whose
 * period begins inside the trial, negated in one line (the client pays nothing for the trial). The talent is still
 * paid for them, by the platform: the credit's own talent amount is 0.
 */
function trialCredit(e: BilledEngagement, lines: Unpositioned[]): Unpositioned | null {
  const trialEnd = trialEndsOn(e);
  if (!e.trialEndedEarly || trialEnd === null) return null;
  const credited = lines.filter((line) => line.periodStart <= trialEnd).reduce((sum, l) => sum + l.amountMinor, 0);
  if (credited === 0) return null;
  return {
    kind: "trial_credit",
    engagementId: e.id,
    talentId: e.talentId,
    description: `Trial credit: ended inside the trial (${spanLabel(e.startDate, trialEnd)}) · ${who(e)}`,
    periodStart: e.startDate,
    periodEnd: trialEnd,
    quantity: "-1",
    unitCode: "C62",
    unitPriceMinor: credited,
    amountMinor: -credited,
    talentAmountMinor: 0,
    timesheetId: null,
    milestonePosition: null,
    billedMonth: null,
  };
}

/**
 * One invoice's lines from its billable items: per engagement (in id order) its weeks, milestones and full-time
 * months in time order, then its trial credit if any; each amount rounded half-even once. `feeBp` is the platform
 * fee in basis points: each line's talent amount is its amount less the fee, rounded half-even.
 */
export function buildInvoiceLines(items: readonly BillableItem[], feeBp: number): LineDraft[] {
  const byEngagement = new Map<number, BillableItem[]>();
  for (const item of items) {
    const list = byEngagement.get(item.engagement.id) ?? [];
    list.push(item);
    byEngagement.set(item.engagement.id, list);
  }
  const out: Unpositioned[] = [];
  for (const id of [...byEngagement.keys()].sort((a, b) => a - b)) {
    const group = byEngagement.get(id)!;
    group.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || sortKey(a).localeCompare(sortKey(b)));
    const lines = group.map((item) => lineOf(item, feeBp)).filter((line) => line !== null);
    const credit = trialCredit(group[0]!.engagement, lines);
    out.push(...lines, ...(credit ? [credit] : []));
  }
  return out.map((line, i) => ({ position: i + 1, ...line }));
}

/** The total of an invoice: the sum of its lines, never anything else. */
export const invoiceTotal = (lines: readonly { amountMinor: number }[]): number =>
  lines.reduce((sum, line) => sum + line.amountMinor, 0);

/** Each engagement's payout on the invoice: the sum of its lines' talent amounts (the trial credit adds 0). */
export function payoutsOf(
  lines: readonly LineDraft[],
): { engagementId: number; talentId: number; amountMinor: number }[] {
  const sums = new Map<number, { engagementId: number; talentId: number; amountMinor: number }>();
  for (const line of lines) {
    const entry = sums.get(line.engagementId) ?? {
      engagementId: line.engagementId,
      talentId: line.talentId,
      amountMinor: 0,
    };
    entry.amountMinor += line.talentAmountMinor;
    sums.set(line.engagementId, entry);
  }
  return [...sums.values()];
}
