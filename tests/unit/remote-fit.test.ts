import { describe, expect, it } from "vitest";

import { remoteFit } from "@/lib/remote/fit";
import { jobsQuerySchema } from "@/lib/validation/jobs";
import { hiresFromInputSchema, overlapInputSchema } from "@/lib/validation/jobs-remote";

const europeOnly = { hires_from: { anywhere: false, countries: [], regions: ["europe" as const] }, overlap: null };
const newYorkHours = { timezone: "America/New_York", start: "09:00", end: "17:00", min_hours: 4 };
const lagos = { country: "NG", timezone: "Africa/Lagos", work_start: "09:00", work_end: "17:00" };

describe("remoteFit", () => {
  it("says a talent in Lagos is not eligible for a Europe-only role, and why", () => {
    const fit = remoteFit(europeOnly, lagos, "2026-03-10");
    expect(fit.eligible).toBe(false);
    expect(fit.problem).toBe("This role hires in Europe only, not from Nigeria.");
    expect(remoteFit(europeOnly, { ...lagos, country: "DE" }, "2026-03-10")).toEqual({
      eligible: true,
      overlap: undefined,
      problem: null,
    });
  });

  it("measures the overlap against the required minimum", () => {
    const anywhere = { hires_from: { anywhere: true, countries: [], regions: [] }, overlap: newYorkHours };
    // 09–17 in Lagos (08–16 UTC) and 09–17 EDT (13–21 UTC) share 3 hours on 2026-04-10.
    const fit = remoteFit(anywhere, lagos, "2026-04-10");
    expect(fit.overlap).toBe(3);
    expect(fit.problem).toMatch(
      /requires 4 h overlap with 09:00–17:00 America\/New_York; your working hours share 3 h/,
    );
    expect(remoteFit(anywhere, { ...lagos, work_start: "11:00", work_end: "19:00" }, "2026-04-10").problem).toBeNull();
  });

  it("asks for the profile's country or hours when they are needed to check", () => {
    expect(remoteFit(europeOnly, { ...lagos, country: null }, "2026-04-10")).toMatchObject({
      eligible: null,
      problem: expect.stringMatching(/Add your country/),
    });
    const anywhere = { hires_from: { anywhere: true, countries: [], regions: [] }, overlap: newYorkHours };
    expect(remoteFit(anywhere, { ...lagos, work_start: null, work_end: null }, "2026-04-10")).toMatchObject({
      overlap: null,
      problem: expect.stringMatching(/time zone and working hours/),
    });
  });
});

describe("the remote-fit validation", () => {
  it("takes anywhere, or at least one known country or region", () => {
    expect(
      hiresFromInputSchema.parse({ anywhere: false, countries: ["ng", "DE", "NG"], regions: ["africa", "europe"] }),
    ).toEqual({
      anywhere: false,
      countries: ["DE", "NG"],
      regions: ["europe", "africa"],
    });
    expect(hiresFromInputSchema.parse({ anywhere: true, countries: ["DE"] })).toEqual({
      anywhere: true,
      countries: [],
      regions: [],
    });
    expect(
      hiresFromInputSchema.safeParse({ anywhere: false, countries: [], regions: [] }).error?.issues[0]?.message,
    ).toBe("Choose at least one country or region, or hire from anywhere.");
    expect(hiresFromInputSchema.safeParse({ anywhere: false, countries: ["XX"] }).success).toBe(false);
    expect(hiresFromInputSchema.safeParse({ anywhere: false, regions: ["Europe"] }).success).toBe(false);
  });

  it("checks the overlap's zone, times and minimum against the window's length", () => {
    expect(overlapInputSchema.safeParse(newYorkHours).success).toBe(true);
    expect(overlapInputSchema.safeParse({ ...newYorkHours, timezone: "Mars/Base" }).success).toBe(false);
    expect(overlapInputSchema.safeParse({ ...newYorkHours, start: "9:00" }).success).toBe(false);
    expect(overlapInputSchema.safeParse({ ...newYorkHours, min_hours: 0 }).success).toBe(false);
    expect(overlapInputSchema.safeParse({ ...newYorkHours, min_hours: 9 }).error?.issues[0]?.path).toEqual([
      "min_hours",
    ]);
    expect(overlapInputSchema.safeParse({ ...newYorkHours, start: "22:00", end: "06:00", min_hours: 8 }).success).toBe(
      true,
    );
  });

  it("wants the board's four overlap parameters together", () => {
    expect(
      jobsQuerySchema.safeParse({
        min_overlap_hours: "4",
        timezone: "Europe/Berlin",
        work_start: "09:00",
        work_end: "17:00",
      }).success,
    ).toBe(true);
    const partial = jobsQuerySchema.safeParse({ min_overlap_hours: "4" });
    expect(partial.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(["timezone", "work_end", "work_start"]);
    expect(jobsQuerySchema.parse({ eligible_country: "ng" }).eligible_country).toBe("NG");
    expect(jobsQuerySchema.safeParse({ eligible_country: "Nigeria" }).success).toBe(false);
  });
});
