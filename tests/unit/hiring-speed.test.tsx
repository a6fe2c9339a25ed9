import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { HiringSpeed } from "@/app/(bare)/admin/(console)/metrics/_components/hiring-speed";
import type { Metrics } from "@/lib/validation/metrics";

const metrics = (over: Partial<Metrics>): Metrics =>
  ({
    weeks: [],
    vetted_share: null,
    hiring_speed: [],
    trial_endings: { ended: 0, ended_in_trial: 0, share: null },
    ...over,
  }) as unknown as Metrics;

describe("the metrics page's time to hire", () => {
  it("shows each category's medians with the count beside each, and the trial share", () => {
    render(
      <HiringSpeed
        metrics={metrics({
          hiring_speed: [
            {
              category: { id: 1, name: "Software Development" },
              application_to_hire: { median_days: 4, count: 3 },
              publish_to_first_hire: { median_days: 2, count: 1 },
            },
          ],
          trial_endings: { ended: 4, ended_in_trial: 1, share: 0.25 },
        })}
      />,
    );
    const row = screen.getByRole("row", { name: /Software Development/ });
    expect(within(row).getByRole("cell", { name: "4 days (n = 3)" })).toBeInTheDocument();
    expect(within(row).getByRole("cell", { name: "2 days (n = 1)" })).toBeInTheDocument();
    expect(screen.getByText("25%")).toBeInTheDocument();
    expect(screen.getByText("1 of 4 ended engagements (all time)")).toBeInTheDocument();
  });

  it("says so when nothing was hired or ended yet", () => {
    render(<HiringSpeed metrics={metrics({})} />);
    expect(screen.getByText("No hires yet.")).toBeInTheDocument();
    expect(screen.getByText("No ended engagements")).toBeInTheDocument();
  });
});
