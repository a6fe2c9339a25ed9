import { describe, expect, it } from "vitest";

import { crossesMidnight, WORK_TIME_PATTERN, workHoursLength } from "@/lib/profiles/work-hours";

describe("workHoursLength", () => {
  it.each([
    ["09:00", "17:00", 8],
    ["09:30", "17:15", 7.75],
    ["00:00", "23:59", 23 + 59 / 60],
    ["22:00", "06:00", 8],
    ["23:30", "00:15", 0.75],
    ["18:00", "02:00", 8],
    ["12:00", "12:00", 24],
  ])("%s–%s lasts %d hours", (start, end, hours) => {
    expect(workHoursLength({ start, end })).toBeCloseTo(hours, 10);
  });

  it("knows which ranges cross midnight", () => {
    expect(crossesMidnight({ start: "22:00", end: "06:00" })).toBe(true);
    expect(crossesMidnight({ start: "09:00", end: "17:00" })).toBe(false);
  });
});

describe("WORK_TIME_PATTERN", () => {
  it("accepts 24-hour HH:MM only", () => {
    for (const ok of ["00:00", "09:05", "23:59"]) expect(WORK_TIME_PATTERN.test(ok)).toBe(true);
    for (const bad of ["24:00", "9:00", "09:60", "09:00:00", "9am", ""])
      expect(WORK_TIME_PATTERN.test(bad)).toBe(false);
  });
});
