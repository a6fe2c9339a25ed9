import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { OfferSection } from "@/app/(bare)/(area)/recruiter/jobs/[id]/applicants/_components/offer-section";
import type { ClientApplication } from "@/lib/validation/applications";
import type { Offer } from "@/lib/validation/offers";
import { useAuthStore } from "@/store/auth-store";

import { clientUser, server } from "../support/auth-api-mocks";
import { sentOffer } from "../support/engagement-fixtures";

const application: ClientApplication = {
  id: 31,
  job: {
    slug: "react-dev",
    title: "React developer",
    status: "open",
    company: { name: "Acme", slug: "acme", logo_url: null },
  },
  stage: "offer",
  applied_at: "2026-11-01T09:00:00.000Z",
  updated_at: "2026-11-20T09:00:00.000Z",
  history: [{ from: null, to: "applied", at: "2026-11-01T09:00:00.000Z" }],
  rejection: null,
  talent: {
    name: "Ada Lane",
    handle: "ada-lane",
    headline: "Front-end engineer",
    hourly_rate: 70,
    avatar_url: null,
    matching_skills: [],
    vetted: false,
  },
  cover_note: null,
  resume_url: null,
  notes: [],
};
const job = { contract_type: "hourly" as const, currency: "USD", overlap: null };
const offers = (list: Offer[]) =>
  http.get("*/api/client/applications/31/offers", () => HttpResponse.json({ data: list }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
});

describe("the applicant panel's Offer part", () => {
  it("shows a sent offer's expiry with Withdraw, and withdraws it after asking", async () => {
    let withdrawn = false;
    server.use(
      http.get("*/api/client/applications/31/offers", () =>
        HttpResponse.json({ data: [sentOffer(withdrawn ? { status: "withdrawn" } : {})] }),
      ),
      http.post("*/api/client/offers/9/withdraw", () => {
        withdrawn = true;
        return HttpResponse.json({ data: sentOffer({ status: "withdrawn" }) });
      }),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<OfferSection application={application} job={job} onChanged={onChanged} />);
    const part = screen.getByRole("region", { name: "Offer" });
    expect(await within(part).findByText("Sent")).toBeVisible();
    expect(part).toHaveTextContent(/Expires in [\d,]+ days/);
    expect(part).toHaveTextContent("$45.50 per hour");
    await user.click(within(part).getByRole("button", { name: "Withdraw" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Withdraw this offer?" })).getByRole("button", { name: "Withdraw" }),
    );
    expect(await within(part).findByText("Withdrawn")).toBeVisible();
    expect(within(part).queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
  });

  it("shows a declined offer with the talent's reason, and offers to send a new one", async () => {
    server.use(offers([sentOffer({ status: "declined", decline_reason: "Too few hours." })]));
    render(<OfferSection application={application} job={job} onChanged={vi.fn()} />);
    const part = screen.getByRole("region", { name: "Offer" });
    expect(await within(part).findByText("Declined: “Too few hours.”")).toBeVisible();
    expect(within(part).getByRole("button", { name: "Send a new offer" })).toBeVisible();
    expect(within(part).queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
  });

  it("links an accepted offer to its engagement", async () => {
    server.use(offers([sentOffer({ status: "accepted", engagement_id: 5 })]));
    render(<OfferSection application={{ ...application, stage: "hired" }} job={job} onChanged={vi.fn()} />);
    const part = screen.getByRole("region", { name: "Offer" });
    expect(await within(part).findByRole("link", { name: "Open the engagement" })).toHaveAttribute(
      "href",
      "/recruiter/engagements/5",
    );
    expect(within(part).queryByRole("button", { name: /offer/ })).not.toBeInTheDocument();
  });
});
