import { describe, expect, it } from "vitest";

import {
  buildInvoiceLines,
  documentKind,
  invoiceTotal,
  payoutsOf,
  type BilledEngagement,
} from "@/lib/invoices/build-lines";
import { monthBounds, previousMonth, spanLabel } from "@/lib/invoices/periods";

const engagement = (over: Partial<BilledEngagement> = {}): BilledEngagement => ({
  id: 1,
  talentId: 7,
  jobTitle: "React developer",
  talentName: "Ada Lane",
  rateMinor: 4_555,
  startDate: "2026-10-01",
  endedOn: null,
  trialDays: 14,
  trialEndedEarly: false,
  ...over,
});

describe("an invoice's lines", () => {
  it("writes a week's hours with its dates, rate and amount rounded once", () => {
    const [line] = buildInvoiceLines(
      [{ kind: "hours", engagement: engagement(), timesheetId: 3, weekStart: "2026-11-23", minutes: 20 }],
      0,
    );
    expect(line).toMatchObject({
      position: 1,
      kind: "hours",
      description: "Hours, week of 23–29 Nov 2026 · React developer (Ada Lane)",
      periodStart: "2026-11-23",
      periodEnd: "2026-11-29",
      quantity: "0.3333",
      unitCode: "HUR",
      unitPriceMinor: 4_555,
      amountMinor: 1_518,
      talentAmountMinor: 1_518,
      timesheetId: 3,
    });
  });

  it("prorates a full-time month started mid-month by its active days", () => {
    const e = engagement({ id: 2, rateMinor: 500_000, startDate: "2026-11-18" });
    const [line] = buildInvoiceLines([{ kind: "full_time", engagement: e, month: "2026-11" }], 0);
    expect(line).toMatchObject({
      kind: "full_time",
      description: "Full-time, November 2026 (13 of 30 days) · React developer (Ada Lane)",
      periodStart: "2026-11-18",
      periodEnd: "2026-11-30",
      quantity: "13",
      unitCode: "DAY",
      amountMinor: 216_667,
      billedMonth: "2026-11",
    });
  });

  it("credits each line of the trial of an engagement the client ended inside it, and still pays the talent", () => {
    const e = engagement({
      id: 4,
      rateMinor: 6_000,
      startDate: "2026-11-02",
      endedOn: "2026-11-10",
      trialEndedEarly: true,
    });
    const lines = buildInvoiceLines(
      [
        { kind: "hours", engagement: e, timesheetId: 8, weekStart: "2026-11-09", minutes: 120 },
        { kind: "hours", engagement: e, timesheetId: 7, weekStart: "2026-11-02", minutes: 600 },
      ],
      1_000,
    );
    expect(lines.map((l) => [l.position, l.kind, l.amountMinor, l.talentAmountMinor, l.creditsPosition])).toEqual([
      [1, "hours", 60_000, 54_000, null],
      [2, "hours", 12_000, 10_800, null],
      [3, "trial_credit", -60_000, 0, 1],
      [4, "trial_credit", -12_000, 0, 2],
    ]);
    expect(lines[2]).toMatchObject({
      description: "Trial credit: Hours, week of 2–8 Nov 2026 · React developer (Ada Lane)",
      quantity: "-10",
      unitCode: "HUR",
      unitPriceMinor: 6_000,
      periodStart: "2026-11-02",
      periodEnd: "2026-11-08",
      creditsLineId: null,
    });
    expect(invoiceTotal(lines)).toBe(0);
    expect(payoutsOf(lines)).toEqual([{ engagementId: 4, talentId: 7, amountMinor: 64_800 }]);
  });

  it("credits trial work billed on an earlier invoice by reference, and owes the talent nothing more for it", () => {
    const e = engagement({
      id: 4,
      rateMinor: 6_000,
      startDate: "2026-11-20",
      endedOn: "2026-12-02",
      trialEndedEarly: true,
    });
    const earlier = {
      id: 31,
      invoiceNumber: "INV-2026-000007",
      description: "Hours, week of 16–22 Nov 2026 · React developer (Ada Lane)",
      periodStart: "2026-11-16",
      periodEnd: "2026-11-22",
      quantity: "10.0000",
      unitCode: "HUR" as const,
      unitPriceMinor: 6_000,
      amountMinor: 60_000,
    };
    const lines = buildInvoiceLines(
      [
        { kind: "hours", engagement: e, timesheetId: 9, weekStart: "2026-11-30", minutes: 120 },
        { kind: "trial_credit", engagement: e, line: earlier },
      ],
      0,
    );
    expect(lines.map((l) => [l.kind, l.amountMinor, l.quantity, l.creditsLineId, l.creditsPosition])).toEqual([
      ["hours", 12_000, "2", null, null],
      ["trial_credit", -60_000, "-10.0000", 31, null],
      ["trial_credit", -12_000, "-2", null, 1],
    ]);
    expect(lines[1]!.description).toBe(
      "Trial credit (INV-2026-000007): Hours, week of 16–22 Nov 2026 · React developer (Ada Lane)",
    );
    expect(invoiceTotal(lines)).toBe(-60_000);
    expect(documentKind(invoiceTotal(lines))).toBe("credit_note");
    expect(documentKind(0)).toBe("invoice");
    expect(payoutsOf(lines)).toEqual([{ engagementId: 4, talentId: 7, amountMinor: 12_000 }]);
    // Only credits: no payout at all (the work was paid out with the invoice that billed it).
    expect(payoutsOf(buildInvoiceLines([{ kind: "trial_credit", engagement: e, line: earlier }], 0))).toEqual([]);
  });

  it("credits nothing when the last day falls after the trial, or the talent ended it", () => {
    const week = (e: BilledEngagement) =>
      buildInvoiceLines([{ kind: "hours", engagement: e, timesheetId: 1, weekStart: "2026-11-02", minutes: 60 }], 0);
    const start = { startDate: "2026-11-02", trialDays: 14 };
    expect(week(engagement({ ...start, endedOn: "2026-11-15", trialEndedEarly: true })).map((l) => l.kind)).toEqual([
      "hours",
      "trial_credit",
    ]);
    expect(week(engagement({ ...start, endedOn: "2026-11-16", trialEndedEarly: true })).map((l) => l.kind)).toEqual([
      "hours",
    ]);
    expect(week(engagement({ ...start, endedOn: "2026-11-10", trialEndedEarly: false })).map((l) => l.kind)).toEqual([
      "hours",
    ]);
  });

  it("orders lines by engagement, then weeks, milestones and months", () => {
    const a = engagement({ id: 9 });
    const b = engagement({ id: 5, rateMinor: 100_000 });
    const lines = buildInvoiceLines(
      [
        {
          kind: "milestone",
          engagement: a,
          position: 2,
          name: "Beta",
          amountMinor: 500,
          deliveredOn: "2026-11-03",
          approvedOn: "2026-11-04",
        },
        { kind: "hours", engagement: a, timesheetId: 1, weekStart: "2026-11-16", minutes: 60 },
        {
          kind: "milestone",
          engagement: a,
          position: 1,
          name: "Alpha",
          amountMinor: 700,
          deliveredOn: "2026-11-01",
          approvedOn: "2026-11-02",
        },
        { kind: "full_time", engagement: b, month: "2026-11" },
        { kind: "full_time", engagement: b, month: "2026-10" },
      ],
      0,
    );
    expect(lines.map((l) => `${l.engagementId}:${l.kind}:${l.description.split(" · ")[0]}`)).toEqual([
      "5:full_time:Full-time, October 2026",
      "5:full_time:Full-time, November 2026",
      "9:hours:Hours, week of 16–22 Nov 2026",
      "9:milestone:Milestone 1: Alpha",
      "9:milestone:Milestone 2: Beta",
    ]);
  });
});

describe("billing periods", () => {
  it("knows each month's days and the month before a date", () => {
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29", days: 29 });
    expect(previousMonth(new Date("2027-01-01T00:00:00Z"))).toBe("2026-12");
    expect(spanLabel("2026-11-30", "2026-12-06")).toBe("30 Nov – 6 Dec 2026");
    expect(spanLabel("2026-12-28", "2027-01-03")).toBe("28 Dec 2026 – 3 Jan 2027");
  });
});
