import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ScorecardForm } from "@/app/(bare)/(area)/recruiter/jobs/[id]/applicants/_components/scorecard-form";
import { useAuthStore } from "@/store/auth-store";

import { clientUser, server } from "../support/auth-api-mocks";

const saved = {
  communication: 4,
  skills: 3,
  hours_fit: 2,
  overall: 3,
  recommendation: "yes" as const,
  notes: "Clear answers.",
  created_at: "2026-01-13T12:00:00.000Z",
  updated_at: "2026-01-13T12:00:00.000Z",
};

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
});

describe("the interview scorecard", () => {
  it("asks for every score and a recommendation before sending, then sends the whole card", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/client/interviews/7/feedback", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: saved });
      }),
    );
    const onSaved = vi.fn();
    render(<ScorecardForm interviewId={7} saved={null} onSaved={onSaved} />);
    await user.click(screen.getByRole("button", { name: "Save scorecard" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Score communication from 1 to 4.");
    expect(sent).toEqual([]);

    for (const [criterion, score] of [
      ["Communication", "4"],
      ["Skills", "3"],
      ["Working-hours fit", "2"],
      ["Overall", "3"],
    ] as const)
      await user.click(screen.getByRole("group", { name: criterion }).querySelector(`input[value="${score}"]`)!);
    await user.click(screen.getByRole("button", { name: "Save scorecard" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a recommendation.");
    await user.selectOptions(screen.getByLabelText("Recommendation"), "Yes");
    await user.type(screen.getByLabelText("Notes"), "Clear answers.");
    await user.click(screen.getByRole("button", { name: "Save scorecard" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      { communication: 4, skills: 3, hours_fit: 2, overall: 3, recommendation: "yes", notes: "Clear answers." },
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Scorecard saved.");
  });

  it("shows a saved card to update, and the server's refusal in words", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("*/api/client/interviews/7/feedback", () =>
        HttpResponse.json({ message: "This interview has not ended yet." }, { status: 409 }),
      ),
    );
    render(<ScorecardForm interviewId={7} saved={saved} onSaved={vi.fn()} />);
    expect(
      within(screen.getByRole("group", { name: "Communication" })).getByRole("radio", { name: /Excellent/ }),
    ).toBeChecked();
    expect(
      within(screen.getByRole("group", { name: "Skills" })).getByRole("radio", { name: /Excellent/ }),
    ).not.toBeChecked();
    expect(screen.getAllByRole("radio", { checked: true })).toHaveLength(4);
    expect(screen.getByLabelText("Recommendation")).toHaveValue("yes");
    await user.click(screen.getByRole("button", { name: "Update scorecard" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This interview has not ended yet.");
  });
});
