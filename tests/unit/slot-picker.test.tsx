import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { SlotPicker } from "@/components/interviews/slot-picker";
import { bothTimes, whenLine } from "@/lib/content/interviews";
import { slotChoiceProblem } from "@/lib/interviews/slot-choice";
import { localLabel } from "@/lib/remote/local-label";
import type { InterviewSlotsAnswer } from "@/lib/validation/interviews";

/** Twelve 45-minute slots on Tuesday 13 January 2026, every quarter hour from 09:00 UTC (10:00 in Berlin and Lagos). */
const slots: InterviewSlotsAnswer["data"] = Array.from({ length: 12 }, (_, i) => {
  const start = new Date(Date.UTC(2026, 0, 13, 9, i * 15));
  return {
    start: start.toISOString(),
    end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    talent_local: localLabel(start, "America/New_York"),
    team_local: localLabel(start, "Europe/Berlin"),
  };
});

function Harness({ answer, problem = null }: { answer: InterviewSlotsAnswer; problem?: string | null }) {
  const [selected, setSelected] = useState<string[]>([]);
  return <SlotPicker answer={answer} selected={selected} onChange={setSelected} problem={problem} />;
}

describe("the interview slot picker", () => {
  it("shows each slot on the team's clock with the talent's beside it, grouped by day", () => {
    render(<Harness answer={{ data: slots, nearest: null }} />);
    expect(screen.getByRole("checkbox", { name: "Tue 10:00 in Berlin · 04:00 in New York" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Tuesday 13 January" })).toBeInTheDocument();
    expect(screen.getAllByRole("checkbox")).toHaveLength(12);
  });

  it("counts the choice and stops at ten, saying why", async () => {
    const user = userEvent.setup();
    render(<Harness answer={{ data: slots, nearest: null }} />);
    const boxes = screen.getAllByRole("checkbox");
    await user.click(boxes[0]!);
    expect(screen.getByText("1 of 3–10 chosen")).toBeInTheDocument();
    for (const box of boxes.slice(1, 10)) await user.click(box);
    expect(screen.getByText(/10 of 3–10 chosen/)).toBeInTheDocument();
    expect(screen.getByText(/You can offer at most 10 times/)).toBeInTheDocument();
    expect(boxes[10]).toBeDisabled();
    expect(boxes[11]).toBeDisabled();
    await user.click(boxes[0]!);
    expect(boxes[10]).toBeEnabled();
    expect(screen.queryByText(/at most 10/)).not.toBeInTheDocument();
  });

  it("refuses fewer than three and more than ten in words, and shows the problem it is given", () => {
    expect(slotChoiceProblem(2)).toBe("Choose at least 3 times so the talent has a choice (2 chosen).");
    expect(slotChoiceProblem(0)).toMatch(/at least 3/);
    expect(slotChoiceProblem(3)).toBeNull();
    expect(slotChoiceProblem(10)).toBeNull();
    expect(slotChoiceProblem(11)).toMatch(/at most 10/);
    render(<Harness answer={{ data: slots, nearest: null }} problem={slotChoiceProblem(1)} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least 3 times");
  });

  it("says plainly when the working days never overlap and gives the nearest edges", () => {
    render(
      <Harness
        answer={{
          data: [],
          nearest: {
            ends_first: "team",
            end: "2026-01-13T08:00:00Z",
            start: "2026-01-13T11:00:00Z",
            gap_minutes: 180,
            talent_local: "Tue 08:00 in Sao Paulo",
            team_local: "Tue 17:00 in Tokyo",
          },
        }}
      />,
    );
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("never overlap");
    expect(within(status).getByText(/3 h apart/)).toHaveTextContent(
      "Tue 17:00 in Tokyo for your team, the other starts at Tue 08:00 in Sao Paulo for the talent",
    );
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("says when there is no free time at all", () => {
    render(<Harness answer={{ data: [], nearest: null }} />);
    expect(screen.getByRole("status")).toHaveTextContent(/No free time inside both working days/);
  });

  it("puts the viewer's clock first and drops the other's weekday when it is the same", () => {
    expect(bothTimes("Tue 10:00 in Lagos", "Tue 11:00 in Berlin")).toBe("Tue 10:00 in Lagos · 11:00 in Berlin");
    expect(bothTimes("Tue 23:30 in Berlin", "Wed 07:30 in Tokyo")).toBe("Tue 23:30 in Berlin · Wed 07:30 in Tokyo");
    expect(whenLine("Tue 10:00 in Lagos", "Tue 11:00 in Berlin", "2026-01-13T09:00:00Z")).toMatch(
      /^Tue 13 Jan, 10:00 in Lagos · 11:00 in Berlin$/,
    );
  });
});
