import { addDays } from "@/lib/engagements/calendar-days";
import { trialEndsOn } from "@/lib/engagements/end-rules";

import { daysBetween, monthBounds, monthLabel, spanLabel } from "./periods";
import { decimalQuantity, hoursAmountMinor, prorateHalfEven, talentShareMinor } from "./rounding";
import type { InvoiceKind, InvoiceLineKind } from "./states";

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
  | { kind: "full_time"; engagement: BilledEngagement; month: string }
  | { kind: "trial_credit"; engagement: BilledEngagement; line: CreditedLine };

/**
 * A line of an earlier invoice (not void) billing work inside the trial of an engagement the client ended there, not
 * yet credited: the next invoice credits it.
 */
export type CreditedLine = {
  id: number;
  invoiceNumber: string;
  description: string;
  periodStart: string;
  periodEnd: string;
  quantity: string;
  unitCode: LineDraft["unitCode"];
  unitPriceMinor: number;
  amountMinor: number;
};

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
  /** A trial credit's: the line it credits, billed on an earlier invoice … */
  creditsLineId: number | null;
  /** … or on this one (its position here). */
  creditsPosition: number | null;
};

type Unpositioned = Omit<LineDraft, "position" | "creditsPosition"> & { credits?: Unpositioned };
type WorkItem = Exclude<BillableItem, { kind: "trial_credit" }>;

const who = (e: BilledEngagement) => `${e.jobTitle} (${e.talentName})`;
const ORDER: Record<WorkItem["kind"], number> = { hours: 0, milestone: 1, full_time: 2 };
const sortKey = (item: WorkItem): string =>
  item.kind === "hours"
    ? item.weekStart
    : item.kind === "milestone"
      ? String(item.position).padStart(4, "0")
      : item.month;

function lineOf(item: WorkItem, feeBp: number): Unpositioned | null {
  const e = item.engagement;
  const base = {
    engagementId: e.id,
    talentId: e.talentId,
    timesheetId: null,
    milestonePosition: null,
    billedMonth: null,
    creditsLineId: null,
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
 * Whether the client ended the engagement inside its trial: the end was set there by the client and its last day is
 * the trial's last day or sooner. No time is logged after the last day (lib/server/timesheets/entry-rules.ts) and a
 * full-time month is billed up to it, so all of such an engagement's work lies inside the trial.
 */
export function endedInsideTrial(e: BilledEngagement): string | null {
  const trialEnd = trialEndsOn(e);
  if (!e.trialEndedEarly || trialEnd === null || e.endedOn === null || e.endedOn > trialEnd) return null;
  return trialEnd;
}

type CreditSource = Pick<
  CreditedLine,
  "description" | "periodStart" | "periodEnd" | "quantity" | "unitCode" | "unitPriceMinor" | "amountMinor"
>;

/**
 * The credit of one line of trial work: the line negated (the client pays nothing for the trial), its quantity
 * negative and its price kept (a price is never negative in EN 16931). The talent is still paid for that work, by
 * the platform: the credit's own talent amount is 0.
 */
function creditOf(e: BilledEngagement, source: CreditSource, invoiceNumber: string | null): Unpositioned {
  const from = invoiceNumber === null ? "" : ` (${invoiceNumber})`;
  return {
    kind: "trial_credit",
    engagementId: e.id,
    talentId: e.talentId,
    description: `Trial credit${from}: ${source.description}`,
    periodStart: source.periodStart,
    periodEnd: source.periodEnd,
    quantity: source.quantity.startsWith("-") ? source.quantity.slice(1) : `-${source.quantity}`,
    unitCode: source.unitCode,
    unitPriceMinor: source.unitPriceMinor,
    amountMinor: -source.amountMinor,
    talentAmountMinor: 0,
    timesheetId: null,
    milestonePosition: null,
    billedMonth: null,
    creditsLineId: null,
  };
}

/**
 * The trial credits of an engagement the client ended inside its trial: one per line of work inside the trial, on
 * this invoice (`lines`) or billed on an earlier one (`earlier`, in the order given).
 */
function trialCredits(e: BilledEngagement, lines: Unpositioned[], earlier: CreditedLine[]): Unpositioned[] {
  const trialEnd = endedInsideTrial(e);
  if (trialEnd === null) return [];
  const credits: Unpositioned[] = earlier
    .filter((line) => line.periodStart <= trialEnd && line.amountMinor !== 0)
    .map((line) => ({ ...creditOf(e, line, line.invoiceNumber), creditsLineId: line.id }));
  for (const line of lines) {
    if (line.periodStart <= trialEnd && line.amountMinor !== 0)
      credits.push({ ...creditOf(e, line, null), credits: line });
  }
  return credits;
}

/**
 * One invoice's lines from its billable items: per engagement (in id order) its weeks, milestones and full-time
 * months in time order, then its trial credits if any; each amount rounded half-even once. `feeBp` is the platform
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
    const work = group.filter((item): item is WorkItem => item.kind !== "trial_credit");
    work.sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || sortKey(a).localeCompare(sortKey(b)));
    const earlier = group.flatMap((item) => (item.kind === "trial_credit" ? [item.line] : []));
    const lines = work.map((item) => lineOf(item, feeBp)).filter((line) => line !== null);
    out.push(...lines, ...trialCredits(group[0]!.engagement, lines, earlier));
  }
  const positions = new Map(out.map((line, i) => [line, i + 1]));
  return out.map(({ credits, ...line }, i) => ({
    position: i + 1,
    ...line,
    creditsPosition: credits ? positions.get(credits)! : null,
  }));
}

/** The total of an invoice: the sum of its lines, never anything else. */
export const invoiceTotal = (lines: readonly { amountMinor: number }[]): number =>
  lines.reduce((sum, line) => sum + line.amountMinor, 0);

/** An invoice's total is never negative: lines whose sum is are issued as a credit note. */
export const documentKind = (totalMinor: number): InvoiceKind => (totalMinor < 0 ? "credit_note" : "invoice");

/**
 * Each engagement's payout on the invoice: the sum of its lines' talent amounts (a trial credit adds 0). An
 * engagement with only trial credits here has none: its work was paid out with the invoice that billed it.
 */
export function payoutsOf(
  lines: readonly LineDraft[],
): { engagementId: number; talentId: number; amountMinor: number }[] {
  const sums = new Map<number, { engagementId: number; talentId: number; amountMinor: number }>();
  for (const line of lines) {
    if (line.kind === "trial_credit") continue;
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
