import { describe, expect, it } from "vitest";

import { boardParams, boardPath, describeFilters } from "@/lib/alerts/saved-search-query";
import { jobFiltersSchema } from "@/lib/validation/jobs";

const filters = (query: Record<string, unknown>) => jobFiltersSchema.parse(query);

describe("a saved search in words", () => {
  it("names every filter in the board's order, with the category's and levels' labels", () => {
    expect(
      describeFilters(
        filters({
          search: "react native",
          category: "2",
          skills: "Figma, Sketch",
          job_type: "full_time",
          experience_level: "mid",
          rate_min: 30,
          rate_max: 60,
        }),
      ),
    ).toBe("“react native” · UI/UX Design · Skills: figma, sketch · Full-time · Mid-level · $30–$60/h");
  });

  it("says a one-sided or single rate plainly", () => {
    expect(describeFilters(filters({ rate_min: 50 }))).toBe("from $50/h");
    expect(describeFilters(filters({ rate_max: 80 }))).toBe("up to $80/h");
    expect(describeFilters(filters({ rate_min: 70, rate_max: 70 }))).toBe("$70/h");
  });

  it("calls a search without filters all jobs", () => {
    expect(describeFilters(filters({}))).toBe("All jobs");
  });

  it("links to the board with the filters it was saved with, a category slug as its id", () => {
    const params = boardParams(filters({ category: "digital-marketing", skills: "SEO", search: "growth & ads" }));
    expect(params).toEqual({ search: "growth & ads", category: "3", skills: "seo" });
    expect(boardPath(params)).toBe("/jobs?search=growth+%26+ads&category=3&skills=seo");
    expect(boardPath({})).toBe("/jobs");
  });

  it("keeps the remote-fit filters: the country and the overlap with the talent's hours", () => {
    const remote = filters({
      eligible_country: "NG",
      min_overlap_hours: "4",
      timezone: "Africa/Lagos",
      work_start: "09:00",
      work_end: "17:00",
    });
    expect(describeFilters(remote)).toBe("Hires from Nigeria · At least 4 h overlap with 09:00–17:00 Africa/Lagos");
    expect(boardParams(remote)).toEqual({
      eligible_country: "NG",
      min_overlap_hours: "4",
      timezone: "Africa/Lagos",
      work_start: "09:00",
      work_end: "17:00",
    });
  });

  it("refuses an overlap without the hours it is measured against", () => {
    expect(jobFiltersSchema.safeParse({ min_overlap_hours: "4" }).success).toBe(false);
  });
});
