import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { TalentOffer } from "@/components/offers/talent-offer";
import { useAuthStore } from "@/store/auth-store";

import { server, talentUser } from "../support/auth-api-mocks";
import { engagement, sentOffer } from "../support/engagement-fixtures";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
  push.mockClear();
});

describe("an offer on the talent's screen", () => {
  it("shows the terms with the talent's clock first and lands on the engagement once accepted", async () => {
    server.use(
      http.post("*/api/talent/offers/9/accept", () =>
        HttpResponse.json({
          data: { offer: sentOffer({ status: "accepted", engagement_id: 5 }), engagement: engagement() },
        }),
      ),
    );
    const user = userEvent.setup();
    render(<TalentOffer offer={sentOffer()} onChanged={vi.fn()} />);
    const offer = screen.getByRole("region", { name: "Offer from Acme" });
    expect(offer).toHaveTextContent("$45.50 per hour");
    expect(offer).toHaveTextContent("Up to 30 h a week");
    // The talent's own clock first, the company's beside it.
    expect(offer).toHaveTextContent("Mon 7 Dec, 00:00 in Lagos · Mon 7 Dec, 00:00 in Berlin");
    expect(
      within(offer).getByRole("link", { name: "Ask about the offer for React developer in messages" }),
    ).toHaveAttribute("href", "/talent/messages/31");
    await user.click(within(offer).getByRole("button", { name: "Accept" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Accept this offer?" })).getByRole("button", { name: "Accept" }),
    );
    await waitFor(() => expect(push).toHaveBeenCalledWith("/talent/engagements/5"));
  });

  it("says clearly when the offer was withdrawn meanwhile (409) and reloads the offers", async () => {
    server.use(
      http.post("*/api/talent/offers/9/accept", () =>
        HttpResponse.json({ message: "This offer was withdrawn." }, { status: 409 }),
      ),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<TalentOffer offer={sentOffer()} onChanged={onChanged} />);
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^This offer was withdrawn\. /);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it("asks for a reason before declining, then sends it", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/talent/offers/9/decline", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: sentOffer({ status: "declined", decline_reason: "Too few hours." }) });
      }),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<TalentOffer offer={sentOffer()} onChanged={onChanged} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline this offer?" });
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(within(dialog).getByText("Give a reason.")).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText("Reason"), "Too few hours.");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toEqual([{ reason: "Too few hours." }]);
  });
});
