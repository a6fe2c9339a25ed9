import { describe, expect, it } from "vitest";

import { canMoveInterview, INTERVIEW_STATUSES, shownStatus } from "@/lib/interviews/states";

describe("interview states", () => {
  it("books and cancels a proposal, reschedules back to proposed, and never leaves cancelled", () => {
    expect(canMoveInterview("proposed", "booked")).toBe(true);
    expect(canMoveInterview("proposed", "proposed")).toBe(true);
    expect(canMoveInterview("booked", "proposed")).toBe(true);
    expect(canMoveInterview("booked", "cancelled")).toBe(true);
    expect(canMoveInterview("booked", "booked")).toBe(false);
    for (const to of INTERVIEW_STATUSES) expect(canMoveInterview("cancelled", to)).toBe(false);
  });

  it("shows a booked interview whose end has passed as done, and nothing else", () => {
    const now = new Date("2030-03-04T12:00:00Z");
    expect(shownStatus("booked", new Date("2030-03-04T12:00:00Z"), now)).toBe("done");
    expect(shownStatus("booked", new Date("2030-03-04T12:00:01Z"), now)).toBe("booked");
    expect(shownStatus("cancelled", new Date("2030-03-04T11:00:00Z"), now)).toBe("cancelled");
    expect(shownStatus("proposed", null, now)).toBe("proposed");
  });
});
