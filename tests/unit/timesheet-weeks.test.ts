import { describe, expect, it } from "vitest";

import { todayIn } from "@/lib/engagements/calendar-days";
import {
  capForWeek,
  companyWeekOf,
  formatMinutes,
  instantAt,
  isMonday,
  mondayOf,
  reviewDeadline,
  submitDeadline,
  weekEndOf,
} from "@/lib/timesheets/weeks";

describe("timesheet weeks", () => {
  it("runs Monday to Sunday", () => {
    expect(mondayOf("2026-11-30")).toBe("2026-11-30"); // Monday
    expect(mondayOf("2026-12-06")).toBe("2026-11-30"); // Sunday
    expect(mondayOf("2026-12-03")).toBe("2026-11-30"); // Thursday
    expect(mondayOf("2027-01-01")).toBe("2026-12-28"); // across the year
    expect(weekEndOf("2026-11-30")).toBe("2026-12-06");
    expect(isMonday("2026-11-30")).toBe(true);
    expect(isMonday("2026-12-01")).toBe(false);
  });

  it("finds a wall-clock hour in a zone, daylight-saving changes included", () => {
    expect(instantAt("2026-11-30", 12, "UTC").toISOString()).toBe("2026-11-30T12:00:00.000Z");
    expect(instantAt("2026-11-30", 12, "Europe/Berlin").toISOString()).toBe("2026-11-30T11:00:00.000Z");
    expect(instantAt("2026-07-06", 12, "Europe/Berlin").toISOString()).toBe("2026-07-06T10:00:00.000Z");
    expect(instantAt("2026-03-30", 12, "America/New_York").toISOString()).toBe("2026-03-30T16:00:00.000Z");
  });

  it("puts a day in the company week of its date while the zones are less than 12 hours apart", () => {
    for (const [talent, company] of [
      ["Australia/Brisbane", "UTC"], // 10 hours ahead
      ["Pacific/Honolulu", "UTC"], // 10 hours behind
      ["UTC", "Australia/Brisbane"],
      ["Asia/Kolkata", "America/New_York"],
    ] as const) {
      expect(companyWeekOf("2026-12-06", talent, company)).toBe("2026-11-30"); // Sunday
      expect(companyWeekOf("2026-12-07", talent, company)).toBe("2026-12-07"); // Monday
    }
  });

  it("decides by the talent's midday when the zones are 12 or more hours apart", () => {
    // Kiritimati (UTC+14) and Honolulu (UTC−10): Monday 12:00 in Kiritimati is Sunday 12:00 in Honolulu.
    expect(companyWeekOf("2026-12-07", "Pacific/Kiritimati", "Pacific/Honolulu")).toBe("2026-11-30");
    expect(companyWeekOf("2026-12-08", "Pacific/Kiritimati", "Pacific/Honolulu")).toBe("2026-12-07");
    // The other way round, Sunday 12:00 in Honolulu is Monday 12:00 in Kiritimati.
    expect(companyWeekOf("2026-12-06", "Pacific/Honolulu", "Pacific/Kiritimati")).toBe("2026-12-07");
  });

  it("keeps the company's week open while a talent 10 hours ahead is already in Monday", () => {
    // Sunday 20:00 in London (UTC in winter) is Monday 06:00 in Brisbane.
    const now = new Date("2026-12-06T20:00:00Z");
    const talent = "Australia/Brisbane";
    const company = "Europe/London";
    expect(todayIn(talent, now)).toBe("2026-12-07");
    expect(todayIn(company, now)).toBe("2026-12-06");
    // The talent's Monday begins the company's next week; their Sunday is in the week still under way.
    expect(companyWeekOf("2026-12-07", talent, company)).toBe("2026-12-07");
    expect(companyWeekOf("2026-12-06", talent, company)).toBe("2026-11-30");
    // The week's deadline is the company's Monday noon, 16 hours on: the week is not submitted yet.
    const deadline = submitDeadline("2026-11-30", company);
    expect(deadline.toISOString()).toBe("2026-12-07T12:00:00.000Z");
    expect(deadline > now).toBe(true);
    // In Brisbane that deadline reads Monday 22:00, not the talent's own noon.
    expect(todayIn(talent, deadline)).toBe("2026-12-07");
  });

  it("sets the deadlines: Monday 12:00 company time after the week, then three days to review", () => {
    expect(submitDeadline("2026-11-30", "UTC").toISOString()).toBe("2026-12-07T12:00:00.000Z");
    expect(submitDeadline("2026-11-30", "America/Los_Angeles").toISOString()).toBe("2026-12-07T20:00:00.000Z");
    expect(submitDeadline("2026-11-30", "Asia/Tokyo").toISOString()).toBe("2026-12-07T03:00:00.000Z");
    // Berlin moves its clocks on 29 March 2026: the Monday after is on summer time.
    expect(submitDeadline("2026-03-23", "Europe/Berlin").toISOString()).toBe("2026-03-30T10:00:00.000Z");
    expect(reviewDeadline(new Date("2026-12-07T12:00:00Z")).toISOString()).toBe("2026-12-10T12:00:00.000Z");
  });

  it("takes the changed cap from its Monday on", () => {
    const terms = { weeklyHoursCap: 40, nextWeeklyHoursCap: 20, nextCapFrom: "2026-12-07" };
    expect(capForWeek(terms, "2026-11-30")).toBe(40);
    expect(capForWeek(terms, "2026-12-07")).toBe(20);
    expect(capForWeek(terms, "2026-12-14")).toBe(20);
    expect(capForWeek({ weeklyHoursCap: 40, nextWeeklyHoursCap: null, nextCapFrom: null }, "2026-12-07")).toBe(40);
  });

  it("writes durations as people say them", () => {
    expect(formatMinutes(2_490)).toBe("41 h 30 min");
    expect(formatMinutes(2_400)).toBe("40 h");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(0)).toBe("0 min");
  });
});
