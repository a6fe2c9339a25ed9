import { describe, expect, it } from "vitest";

import { monthNotBegun } from "@/lib/invoices/month-not-begun";
import { RUN_SCHEDULES } from "@/lib/server/runs/schedule";

const schedule = RUN_SCHEDULES["month-close"];
const at = (iso: string) => new Date(iso);
const next = (lastStartedAt: string | null, now: string, outcome: "ok" | "failed" | null = null) =>
  schedule.nextAfter(lastStartedAt ? at(lastStartedAt) : null, at(now), outcome).toISOString();

describe("the month close's schedule", () => {
  it("is due on the 1st until it has run, then on the next month's 1st", () => {
    expect(next(null, "2026-12-01T03:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
    expect(next("2026-11-01T00:00:05Z", "2026-12-01T03:00:00Z", "ok")).toBe("2026-12-01T00:00:00.000Z");
    expect(next("2026-12-01T00:00:05Z", "2026-12-01T03:00:00Z", "ok")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("stays due after the 1st when no run started since: a 1st no instance saw still closes the month", () => {
    expect(next(null, "2026-12-14T03:00:00Z")).toBe("2026-12-01T00:00:00.000Z");
    expect(next("2026-11-01T00:00:05Z", "2026-12-03T09:00:00Z", "ok")).toBe("2026-12-01T00:00:00.000Z");
    expect(next("2026-12-03T09:00:01Z", "2026-12-03T09:05:00Z", "ok")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("tries a failed close again an hour after it started, until one succeeds", () => {
    expect(next("2026-12-01T00:00:05Z", "2026-12-01T00:30:00Z", "failed")).toBe("2026-12-01T01:00:05.000Z");
    expect(next("2026-12-01T00:00:05Z", "2026-12-05T00:30:00Z", "failed")).toBe("2026-12-01T01:00:05.000Z");
    expect(next("2026-12-31T23:30:00Z", "2026-12-31T23:45:00Z", "failed")).toBe("2027-01-01T00:00:00.000Z");
    expect(next("2026-12-01T01:00:06Z", "2026-12-01T01:05:00Z", "ok")).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("closing a month that has not begun", () => {
  it("is refused, naming the month; the current month and past ones may be closed", () => {
    const now = at("2026-11-28T23:59:59Z");
    expect(monthNotBegun("2026-12", now)).toBe(
      "December 2026 (2026-12) has not begun yet: only a month that has begun can be closed.",
    );
    expect(monthNotBegun("2027-01", now)).toMatch(/^January 2027 \(2027-01\) has not begun yet/);
    expect(monthNotBegun("2026-11", now)).toBeNull();
    expect(monthNotBegun("2025-12", now)).toBeNull();
    expect(monthNotBegun("2026-12", at("2026-12-01T00:00:00Z"))).toBeNull();
  });
});
