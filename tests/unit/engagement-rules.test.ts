import { describe, expect, it } from "vitest";

import { addDays, endOfDayIn, nextMonday, startOfDayIn, todayIn } from "@/lib/engagements/calendar-days";
import { earliestEndDate, trialEndsOn } from "@/lib/engagements/end-rules";
import { canMoveEngagement, shownEngagementStatus } from "@/lib/engagements/states";
import { canMoveOffer, shownOfferStatus } from "@/lib/offers/states";

describe("calendar days in a zone", () => {
  it("reads today in the zone, not in UTC", () => {
    const at = new Date("2026-11-27T12:00:00Z");
    expect(todayIn("UTC", at)).toBe("2026-11-27");
    expect(todayIn("Pacific/Auckland", at)).toBe("2026-11-28");
    expect(todayIn("America/Los_Angeles", new Date("2026-11-27T07:59:00Z"))).toBe("2026-11-26");
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("takes the Monday after, a Monday giving the next one", () => {
    expect(nextMonday("2026-11-27")).toBe("2026-11-30"); // Friday
    expect(nextMonday("2026-11-29")).toBe("2026-11-30"); // Sunday
    expect(nextMonday("2026-11-30")).toBe("2026-12-07"); // Monday
    expect(nextMonday("2026-12-01")).toBe("2026-12-07"); // Tuesday
  });

  it("finds midnight in the zone, daylight-saving changes included", () => {
    expect(startOfDayIn("2026-03-29", "Europe/Berlin").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfDayIn("2026-03-30", "Europe/Berlin").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(endOfDayIn("2026-11-27", "America/New_York").toISOString()).toBe("2026-11-28T05:00:00.000Z");
    expect(endOfDayIn("2026-06-01", "UTC").toISOString()).toBe("2026-06-02T00:00:00.000Z");
  });
});

describe("ending an engagement", () => {
  const dates = { startDate: "2026-11-01", trialDays: 14, noticeDays: 7 };

  it("puts the trial's last day at start + trial days − 1, or none", () => {
    expect(trialEndsOn(dates)).toBe("2026-11-14");
    expect(trialEndsOn({ ...dates, trialDays: 0 })).toBeNull();
  });

  it("allows today before the start and through the trial's last day, then asks for the notice", () => {
    expect(earliestEndDate(dates, "2026-10-30")).toEqual({ earliest: "2026-10-30", inTrial: false });
    expect(earliestEndDate(dates, "2026-11-01")).toEqual({ earliest: "2026-11-01", inTrial: true });
    expect(earliestEndDate(dates, "2026-11-14")).toEqual({ earliest: "2026-11-14", inTrial: true });
    expect(earliestEndDate(dates, "2026-11-15")).toEqual({ earliest: "2026-11-22", inTrial: false });
    expect(earliestEndDate({ ...dates, trialDays: 0 }, "2026-11-01")).toEqual({
      earliest: "2026-11-08",
      inTrial: false,
    });
  });
});

describe("the offer and engagement states", () => {
  it("answers a sent offer once, and shows it expired past expires_at", () => {
    expect(canMoveOffer("sent", "accepted")).toBe(true);
    expect(canMoveOffer("accepted", "declined")).toBe(false);
    const at = new Date("2026-11-27T12:00:00Z");
    expect(shownOfferStatus("sent", at, at)).toBe("expired");
    expect(shownOfferStatus("sent", new Date(at.getTime() + 1), at)).toBe("sent");
    expect(shownOfferStatus("declined", new Date(0), at)).toBe("declined");
  });

  it("moves an engagement by its dates on reading", () => {
    expect(canMoveEngagement("ended", "active")).toBe(false);
    const start = { startDate: "2026-11-10", endDate: null };
    expect(shownEngagementStatus("scheduled", start, "2026-11-09")).toBe("scheduled");
    expect(shownEngagementStatus("scheduled", start, "2026-11-10")).toBe("active");
    const ending = { startDate: "2026-11-10", endDate: "2026-11-20" };
    expect(shownEngagementStatus("active", ending, "2026-11-20")).toBe("active");
    expect(shownEngagementStatus("active", ending, "2026-11-21")).toBe("ended");
  });
});
