import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { DirectoryResults } from "@/app/(bare)/(area)/recruiter/talent/_components/directory-results";
import { DIRECTORY_COPY } from "@/lib/content/directory";
import { jobsPageCopy } from "@/lib/content/jobs";
import { boundedTotal, TOTAL_CAP } from "@/lib/validation/bounded-total";
import type { DirectoryTalent } from "@/lib/validation/directory";

const exact = { total: 1_234, total_is_lower_bound: false };
const capped = { total: TOTAL_CAP, total_is_lower_bound: true };

describe("a bounded total", () => {
  it("is exact up to the cap, then the cap with the flag and the last page it reaches", () => {
    expect(boundedTotal(0, 12)).toEqual({ total: 0, total_is_lower_bound: false, last_page: 1 });
    expect(boundedTotal(TOTAL_CAP, 12)).toEqual({ total: TOTAL_CAP, total_is_lower_bound: false, last_page: 834 });
    expect(boundedTotal(TOTAL_CAP + 1, 12)).toEqual({ total: TOTAL_CAP, total_is_lower_bound: true, last_page: 834 });
    expect(boundedTotal(1_000_000, 50)).toEqual({ total: TOTAL_CAP, total_is_lower_bound: true, last_page: 200 });
  });

  it("reads as words on the board and in the directory", () => {
    expect(jobsPageCopy.count(exact)).toEqual({ number: "1,234", noun: "jobs" });
    expect(jobsPageCopy.count({ total: 1, total_is_lower_bound: false })).toEqual({ number: "1", noun: "job" });
    expect(jobsPageCopy.count(capped)).toEqual({ number: "10,000+", noun: "jobs" });
    expect(DIRECTORY_COPY.results(exact)).toBe("1,234 talent found");
    expect(DIRECTORY_COPY.results(capped)).toBe("10,000+ talent found");
  });
});

const talent: DirectoryTalent = {
  id: 7,
  handle: "ada",
  name: "Ada Obi",
  headline: "Engineer",
  avatar_url: null,
  country: "NG",
  city: null,
  timezone: null,
  hourly_rate: 60,
  availability: "full_time",
  skills: [],
  vetted: true,
  overlap_hours: null,
  matched_skills: [],
  last_active_at: "2026-11-01T00:00:00.000Z",
} as unknown as DirectoryTalent;

describe("the directory's results", () => {
  it("says 10,000+ past the cap and offers no page beyond the last reachable one", () => {
    render(
      <DirectoryResults
        filters={{ q: "engineer" }}
        result={{
          kind: "ok",
          page: { data: [talent], meta: { page: 834, per_page: 12, ...capped, last_page: 834, team_hours: null } },
        }}
      />,
    );
    expect(screen.getByText("10,000+ talent found")).toBeInTheDocument();
    expect(screen.getByText(/page 834 of\s+834/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Next/ })).toBeNull();
  });
});
