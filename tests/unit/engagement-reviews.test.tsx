import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { EngagementReviews, viewerDateAndHour } from "@/components/reviews/engagement-reviews";
import type { Review, EngagementReviews as Reviews } from "@/lib/validation/reviews";

import { server } from "../support/auth-api-mocks";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  window.localStorage.setItem("auth_token", "talent-token");
  window.localStorage.setItem("authToken", "client-token");
});

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const review = (extra: Partial<Review> = {}): Review => ({
  id: 1,
  author_kind: "talent",
  rating: 5,
  text: "Clear goals, paid on time.",
  aspects: { communication: 5, clarity_of_work: 4, payments_on_time: 5 },
  created_at: "2026-11-20T10:00:00.000Z",
  ...extra,
});
const answering = (kind: "talent" | "client", ...answers: Reviews[]) => {
  let calls = 0;
  server.use(
    http.get(`*/api/${kind}/engagements/7/reviews`, () =>
      HttpResponse.json({ data: answers[Math.min(calls++, answers.length - 1)] }),
    ),
  );
};

describe("EngagementReviews", () => {
  it("writes the window's end on the viewer's clock with the zone's name", () => {
    expect(viewerDateAndHour("2026-12-10T23:00:00.000Z", "Europe/Berlin")).toBe("Fri, 11 December 2026, 00:00 CET");
    expect(viewerDateAndHour("2026-12-10T23:00:00.000Z", "America/New_York")).toBe(
      "Thu, 10 December 2026, 18:00 GMT-5",
    );
  });

  it("says reviews wait for the end while the engagement runs", () => {
    render(<EngagementReviews kind="client" engagementId={7} ended={false} />);
    expect(screen.getByText("You can review the talent once the engagement has ended.")).toBeInTheDocument();
  });

  it("lets the talent rate with stars and the three aspects, then keeps theirs blind until the window's end", async () => {
    const endsAt = inAWeek();
    answering(
      "talent",
      { window_ends_at: endsAt, mine: null, theirs: null },
      { window_ends_at: endsAt, mine: review(), theirs: null },
    );
    let sent: unknown;
    server.use(
      http.post("*/api/talent/engagements/7/review", async ({ request }) => {
        expect(request.headers.get("authorization")).toBe("Bearer talent-token");
        sent = await request.json();
        return HttpResponse.json({ data: review() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<EngagementReviews kind="talent" engagementId={7} ended />);
    const form = await screen.findByRole("form", { name: "Your review" });
    await user.click(screen.getByRole("button", { name: "Save review" }));
    expect(await screen.findByText("Rate the engagement from 1 to 5.")).toBeInTheDocument();
    expect(screen.getByText("Rate communication from 1 to 5.")).toBeInTheDocument();
    expect(sent).toBeUndefined();

    const group = (name: string) => screen.getByRole("group", { name });
    await user.click(within(group("Rating")).getByRole("radio", { name: "5 stars – Excellent" }));
    await user.click(within(group("Communication")).getByRole("radio", { name: "5 stars – Excellent" }));
    await user.click(within(group("Clarity of work")).getByRole("radio", { name: "4 stars – Very good" }));
    await user.click(within(group("Payments on time")).getByRole("radio", { name: "5 stars – Excellent" }));
    await user.type(screen.getByLabelText("Your review of the company"), "Clear goals, paid on time.");
    await user.click(screen.getByRole("button", { name: "Save review" }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(sent).toEqual({
      rating: 5,
      text: "Clear goals, paid on time.",
      aspects: { communication: 5, clarity_of_work: 4, payments_on_time: 5 },
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      `Your review is saved; theirs shows once they write or on ${viewerDateAndHour(endsAt)}.`,
    );
    expect(viewerDateAndHour(endsAt)).not.toMatch(/Z$|T\d/);
  });

  it("sends no aspects from the client and shows the server's refusal", async () => {
    answering("client", { window_ends_at: inAWeek(), mine: null, theirs: null });
    let sent: unknown;
    server.use(
      http.post("*/api/client/engagements/7/review", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: "You have reviewed this engagement already." }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    render(<EngagementReviews kind="client" engagementId={7} ended />);
    await screen.findByRole("form", { name: "Your review" });
    expect(screen.queryByRole("group", { name: "Communication" })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole("group", { name: "Rating" })).getByRole("radio", { name: "4 stars – Very good" }),
    );
    await user.type(screen.getByLabelText("Your review of the talent"), "Shipped everything.");
    await user.click(screen.getByRole("button", { name: "Save review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have reviewed this engagement already.");
    expect(sent).toEqual({ rating: 4, text: "Shipped everything." });
  });

  it("shows both reviews once released", async () => {
    answering("client", {
      window_ends_at: inAWeek(),
      mine: review({ id: 2, author_kind: "client", rating: 4, text: "Shipped everything.", aspects: null }),
      theirs: review(),
    });
    render(<EngagementReviews kind="client" engagementId={7} ended />);
    expect(await screen.findByRole("article", { name: "Your review" })).toHaveTextContent("Shipped everything.");
    expect(screen.getByRole("article", { name: "The talent's review" })).toHaveTextContent("Clarity of work4/5");
  });

  it("after the window, shows what there is and no form", async () => {
    answering("talent", { window_ends_at: new Date(Date.now() - 1_000).toISOString(), mine: null, theirs: null });
    render(<EngagementReviews kind="talent" engagementId={7} ended />);
    expect(await screen.findByText("The time to review has passed.")).toBeInTheDocument();
    expect(screen.getByText("There is no review from the company.")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});
