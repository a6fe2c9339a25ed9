import { describe, expect, it, vi } from "vitest";

import * as overlap from "@/lib/remote/overlap";
import { overlapMemo } from "@/lib/server/directory/overlap-memo";

vi.mock("@/lib/remote/overlap", async (original) => {
  const actual = await original<typeof import("@/lib/remote/overlap")>();
  return { ...actual, overlapHours: vi.fn(actual.overlapHours) };
});

const team = { timezone: "Africa/Lagos", start: "09:00", end: "17:00" };

describe("overlapMemo", () => {
  it("computes each distinct (time zone, start, end) once and answers what overlapHours answers", () => {
    const spy = vi.mocked(overlap.overlapHours);
    spy.mockClear();
    const overlapOf = overlapMemo(team, "2026-07-01");
    const berlin = { timezone: "Europe/Berlin", start: "09:00", end: "17:00" };
    const berlinLate = { timezone: "Europe/Berlin", start: "12:00", end: "20:00" };
    const night = { timezone: "Asia/Manila", start: "22:00", end: "06:00" };

    const answers = [berlin, berlin, { ...berlin }, berlinLate, night, night].map(overlapOf);

    expect(spy).toHaveBeenCalledTimes(3);
    expect(answers[0]).toBe(7); // Berlin is an hour ahead of Lagos in July
    expect(answers[3]).toBe(overlap.overlapHours(team, berlinLate, "2026-07-01"));
    expect(answers[4]).toBe(overlap.overlapHours(team, night, "2026-07-01"));
  });

  it("shares answers across requests for the same team hours and date, and no further", () => {
    const spy = vi.mocked(overlap.overlapHours);
    spy.mockClear();
    const hours = { timezone: "Europe/Lisbon", start: "09:00", end: "17:00" };
    expect(overlapMemo(team, "2026-07-01")(hours)).toBe(8); // Lisbon's summer time is Lagos' offset
    expect(overlapMemo(team, "2026-07-01")(hours)).toBe(8);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(overlapMemo(team, "2026-01-01")(hours)).toBe(7); // an hour behind Lagos in winter
    expect(overlapMemo({ ...team, start: "10:00" }, "2026-07-01")(hours)).toBe(7);
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
