import { describe, expect, it } from "vitest";

import { monthCloseTargets, type MonthCloseResult } from "../../bench/lib/month-close-report.mjs";
import { applySizeArgs } from "../../bench/lib/scaling-args.mjs";

const memory = (peakMiB: number) => ({ peakRssMiB: peakMiB - 10, peakHwmMiB: peakMiB, processes: 3, samples: 40 });
const close = (engagements: number, seconds: number, peakMiB = 300): MonthCloseResult => ({
  seconds,
  msPerEngagement: (seconds * 1000) / engagements,
  invoices: engagements / 8,
  lines: engagements * 3,
  againSeconds: 0.1,
  memory: memory(peakMiB),
});
const verdicts = (monthClose: Record<number, MonthCloseResult>) =>
  Object.fromEntries(monthCloseTargets({ monthClose }).map((check) => [check.target.split(" ")[0], check.pass]));

describe("the month close's targets", () => {
  it("passes a linear curve with 10,000 engagements inside 60 s and memory under 512 MiB", () => {
    expect(verdicts({ 1000: close(1000, 3), 10000: close(10000, 25), 50000: close(50000, 130) })).toEqual({
      "10,000": true,
      grows: true,
      peak: true,
    });
  });

  it("misses 10,000 engagements past 60 s, a curve that grows faster than linearly and a peak over 512 MiB", () => {
    expect(verdicts({ 1000: close(1000, 3), 10000: close(10000, 61), 50000: close(50000, 500, 600) })).toEqual({
      "10,000": false,
      grows: false,
      peak: false,
    });
  });

  it("says nothing when the month close did not run", () => {
    expect(monthCloseTargets({})).toEqual([]);
  });
});

describe("--only month-close", () => {
  it("runs just the month close at the sizes given", () => {
    const profile = applySizeArgs(
      { monthCloseSizes: [1000] },
      { only: "month-close", "month-close-sizes": "2000,4_000" },
    );
    expect(profile).toMatchObject({ onlyMonthClose: true, onlyScaling: false, monthCloseSizes: [2000, 4000] });
  });
});
