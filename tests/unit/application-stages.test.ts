import { describe, expect, it } from "vitest";

import { APPLICATION_STAGES, canMoveApplication, isActiveStage } from "@/lib/applications/stages";

const pairs = APPLICATION_STAGES.flatMap((from) => APPLICATION_STAGES.map((to) => [from, to] as const));
const ACTIVE = ["applied", "screening", "interview", "offer"];

describe("the application stage machine", () => {
  it.each(pairs)(
    "the company may move %s → %s only between active stages, to rejected, or offer → hired",
    (from, to) => {
      const expected =
        ACTIVE.includes(from) &&
        from !== to &&
        (ACTIVE.includes(to) || to === "rejected" || (from === "offer" && to === "hired"));
      expect(canMoveApplication("client", from, to)).toBe(expected);
    },
  );

  it.each(pairs)("the talent may move %s → %s only by withdrawing an active application", (from, to) => {
    expect(canMoveApplication("talent", from, to)).toBe(ACTIVE.includes(from) && to === "withdrawn");
  });

  it("treats hired, rejected and withdrawn as final", () => {
    for (const stage of ["hired", "rejected", "withdrawn"] as const) {
      expect(isActiveStage(stage)).toBe(false);
      expect(
        APPLICATION_STAGES.some(
          (to) => canMoveApplication("client", stage, to) || canMoveApplication("talent", stage, to),
        ),
      ).toBe(false);
    }
  });
});
