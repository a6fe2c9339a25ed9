import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { VettingCard } from "@/app/(bare)/(area)/talent/_components/vetting-card";
import type { TalentVetting } from "@/lib/validation/talent-vetting";
import { useAuthStore } from "@/store/auth-store";

import { server, talentUser } from "../support/auth-api-mocks";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
});

const answer = (data: TalentVetting) => http.get("*/api/talent/vetting", () => HttpResponse.json({ data }));

const ready: TalentVetting = { stage: null, history: [], can_submit: true };
const blocked: TalentVetting = {
  stage: null,
  history: [],
  can_submit: false,
  missing: [
    { field: "email", label: "Verify your email address" },
    { field: "resume_url", label: "Upload your résumé" },
  ],
};
const inAssessment: TalentVetting = {
  stage: "skills_assessment",
  history: [
    { stage: "submitted", at: "2026-11-02T09:00:00.000Z" },
    { stage: "profile_review", at: "2026-11-04T09:00:00.000Z" },
    { stage: "skills_assessment", at: "2026-11-09T09:00:00.000Z" },
  ],
};
const submitted: TalentVetting = {
  stage: "submitted",
  history: [{ stage: "submitted", at: "2026-11-24T09:00:00.000Z" }],
};

/** Renders the card with the server answering `initial` to its refetch, and waits for that refetch. */
async function renderCard(initial: TalentVetting) {
  let fetched = 0;
  server.use(http.get("*/api/talent/vetting", () => (fetched++, HttpResponse.json({ data: initial }))));
  render(<VettingCard initial={initial} />);
  await waitFor(() => expect(fetched).toBe(1));
}

const stepper = () => screen.getByRole("list", { name: "Your vetting progress" });
const submitButton = () => screen.getByRole("button", { name: "Submit for vetting" });

describe("the Vetting card", () => {
  it("waits for the session's token before fetching again, and shows no failed refresh meanwhile", async () => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    const seen: (string | null)[] = [];
    server.use(
      http.get(
        "*/api/talent/vetting",
        ({ request }) => (seen.push(request.headers.get("Authorization")), HttpResponse.json({ data: inAssessment })),
      ),
    );
    render(<VettingCard initial={ready} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(seen).toEqual([]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    act(() => {
      localStorage.setItem("auth_token", "adopted-token");
      useAuthStore.setState({ user: talentUser, token: "adopted-token", isAuthenticated: true });
    });
    await waitFor(() => expect(stepper()).toBeInTheDocument());
    expect(seen).toEqual(["Bearer adopted-token"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("explains vetting and disables the button with each reason and where to fix it", async () => {
    await renderCard(blocked);
    expect(screen.getByRole("heading", { name: "Vetting" })).toBeInTheDocument();
    expect(screen.getByText(/top 3% of applicants/)).toBeInTheDocument();
    expect(screen.getByText("A live interview with a senior specialist")).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(/Before you can submit/);
    expect(screen.getByRole("link", { name: "Complete your profile" })).toHaveAttribute(
      "href",
      "/talent/profile#resume_url",
    );
    expect(screen.getByRole("link", { name: "Go to the verification notice" })).toHaveAttribute(
      "href",
      "#verify-email-heading",
    );
  });

  it("names only the email when the profile is complete enough", async () => {
    await renderCard({ ...blocked, missing: [{ field: "email", label: "Verify your email address" }] });
    expect(screen.queryByRole("link", { name: "Complete your profile" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to the verification notice" })).toBeInTheDocument();
  });

  it("submits a ready profile and shows Submitted as the current stage", async () => {
    await renderCard(ready);
    server.use(http.post("*/api/talent/vetting", () => HttpResponse.json({ data: submitted }, { status: 201 })));
    await userEvent.setup().click(submitButton());
    const current = await within(stepper()).findByText("Submitted");
    expect(current.closest("li")).toHaveAttribute("aria-current", "step");
    expect(screen.getByText(/Your profile is in the queue/)).toBeInTheDocument();
    expect(screen.getByText(/^Next: Profile review/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for vetting" })).toBeNull();
  });

  it("shows the server's refusal and where the vetting really stands", async () => {
    await renderCard(ready);
    server.use(
      http.post("*/api/talent/vetting", () =>
        HttpResponse.json({ message: "Verify your email address before submitting for vetting." }, { status: 422 }),
      ),
      answer({ ...blocked, missing: [{ field: "email", label: "Verify your email address" }] }),
    );
    await userEvent.setup().click(submitButton());
    expect(await screen.findByText("Verify your email address before submitting for vetting.")).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it("shows each past stage with its date and the current one with what it involves and what comes next", async () => {
    await renderCard(inAssessment);
    const steps = within(stepper()).getAllByRole("listitem");
    // The markers' numbers are decorative (hidden from screen readers), but part of the text content.
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Submitted \(done\)Reached 2 Nov 2026$/),
      expect.stringMatching(/^Profile review \(done\)Reached 4 Nov 2026$/),
      expect.stringMatching(
        /^3Skills assessment \(current stage\)Reached 9 Nov 2026You will get a practical assessment.*Next: Live interview/,
      ),
      "4Live interview",
      "5Vetted",
    ]);
    expect(steps[2]).toHaveAttribute("aria-current", "step");
    expect(screen.queryByRole("button", { name: "Submit for vetting" })).toBeNull();
  });

  it("shows success with the date once vetted", async () => {
    await renderCard({
      stage: "vetted",
      history: [
        ...inAssessment.history,
        { stage: "live_interview", at: "2026-11-12T09:00:00.000Z" },
        { stage: "vetted", at: "2026-11-14T09:00:00.000Z" },
      ],
    });
    expect(screen.getByRole("heading", { name: "You are vetted" })).toBeInTheDocument();
    expect(screen.getByText("Vetted on 14 Nov 2026")).toBeInTheDocument();
    expect(within(stepper()).queryByText(/current stage/)).toBeNull();
  });

  it("shows the reason and the reapply date when declined, and the button again once that date has come", async () => {
    const declined: TalentVetting = {
      stage: "declined",
      history: [
        { stage: "submitted", at: "2026-11-02T09:00:00.000Z" },
        { stage: "declined", at: "2026-11-05T09:00:00.000Z" },
      ],
      reason: "The portfolio needs more shipped work.",
      reapply_after: "2027-02-03",
      can_submit: false,
    };
    await renderCard(declined);
    expect(screen.getByText("The portfolio needs more shipped work.")).toBeInTheDocument();
    expect(screen.getByText("Declined on 5 Nov 2026")).toBeInTheDocument();
    expect(screen.getByText("You can submit again from 3 Feb 2027.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit for vetting" })).toBeNull();

    server.use(answer({ ...declined, reapply_after: "2026-11-20", can_submit: true }));
    await act(async () => window.dispatchEvent(new Event("focus")));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByText("You can submit your profile again.")).toBeInTheDocument();
  });

  it("shows a manager's move when the window regains focus", async () => {
    await renderCard(submitted);
    server.use(
      answer({
        stage: "profile_review",
        history: [...submitted.history, { stage: "profile_review", at: "2026-11-25T09:00:00.000Z" }],
      }),
    );
    await act(async () => window.dispatchEvent(new Event("focus")));
    await waitFor(() =>
      expect(within(stepper()).getByText("Profile review").closest("li")).toHaveAttribute("aria-current", "step"),
    );
  });
});
