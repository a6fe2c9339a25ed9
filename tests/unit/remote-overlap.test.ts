import { describe, expect, it } from "vitest";

import { todayUtc } from "@/lib/format/date-time";
import { isTimeZone, isZonedHours, overlapHours } from "@/lib/remote/overlap";

const berlin = { timezone: "Europe/Berlin", start: "09:00", end: "17:00" };
const newYork = { timezone: "America/New_York", start: "09:00", end: "17:00" };
const lagos = { timezone: "Africa/Lagos", start: "09:00", end: "17:00" };

describe("overlapHours", () => {
  it("follows both zones' daylight-saving rules: 5 hours apart in March's gap weeks, 6 otherwise", () => {
    // 2026-03-08 the US moves its clocks, Europe not until 2026-03-29: New York is 5 hours behind Berlin between.
    expect(overlapHours(berlin, newYork, "2026-03-10")).toBe(3);
    expect(overlapHours(newYork, berlin, "2026-03-10")).toBe(3);
    expect(overlapHours(berlin, newYork, "2026-04-10")).toBe(2);
    expect(overlapHours(berlin, newYork, "2026-01-15")).toBe(2);
    // Europe moves back 2026-10-25, the US 2026-11-01.
    expect(overlapHours(berlin, newYork, "2026-10-28")).toBe(3);
  });

  it("counts a shift that crosses midnight, including one that began the evening before", () => {
    const nightShift = { timezone: "America/New_York", start: "22:00", end: "06:00" };
    // 22:00–06:00 EST is 03:00–11:00 UTC; Berlin's 09–17 CET is 08:00–16:00 UTC.
    expect(overlapHours(berlin, nightShift, "2026-01-15")).toBe(3);
    expect(overlapHours(nightShift, berlin, "2026-01-14")).toBe(3);
  });

  it("answers zero for hours that never meet and the whole day for identical ones", () => {
    expect(overlapHours(berlin, { timezone: "Asia/Tokyo", start: "09:00", end: "17:00" }, "2026-01-15")).toBe(0);
    expect(overlapHours(berlin, berlin, "2026-06-01")).toBe(8);
    expect(overlapHours(berlin, { timezone: "UTC", start: "00:00", end: "00:00" }, "2026-06-01")).toBe(8);
  });

  it("sees Lagos and Berlin share the whole day in winter and one hour less in summer (Lagos keeps no DST)", () => {
    expect(overlapHours(lagos, berlin, "2026-01-15")).toBe(8);
    expect(overlapHours(lagos, berlin, "2026-07-15")).toBe(7);
    expect(overlapHours(lagos, { ...berlin, start: "14:00", end: "22:00" }, "2026-07-15")).toBe(4);
  });

  it("counts minutes, not just whole hours", () => {
    expect(overlapHours(berlin, { timezone: "Asia/Kolkata", start: "09:00", end: "17:00" }, "2026-01-15")).toBe(3.5);
  });
});

describe("time zone helpers", () => {
  it("knows IANA zones and rejects made-up ones", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("checks zoned hours and gives today's UTC date", () => {
    expect(isZonedHours(berlin)).toBe(true);
    expect(isZonedHours({ ...berlin, start: "9:00" })).toBe(false);
    expect(isZonedHours({ ...berlin, timezone: "Nowhere" })).toBe(false);
    expect(todayUtc(new Date("2026-03-10T23:30:00-05:00"))).toBe("2026-03-11");
  });
});
