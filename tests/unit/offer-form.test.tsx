import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { OfferDialog } from "@/app/(bare)/(area)/recruiter/jobs/[id]/applicants/_components/offer-dialog";
import { parseMinorUnits } from "@/lib/offers/money";
import { useAuthStore } from "@/store/auth-store";

import { clientUser, server } from "../support/auth-api-mocks";

const job = {
  contract_type: "hourly" as const,
  currency: "USD",
  overlap: { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 3 },
};

/** Answers the offer with whatever was sent, and keeps each body. */
function acceptOffers() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post("*/api/client/applications/31/offers", async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: "stop here" }, { status: 422 });
    }),
  );
  return sent;
}

function renderDialog() {
  render(
    <OfferDialog open onOpenChange={() => undefined} name="Ada Lane" applicationId={31} job={job} onSent={vi.fn()} />,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
});

describe("amounts typed in the offer form", () => {
  it("become integer minor units digit by digit, never through a float", () => {
    expect(parseMinorUnits("0.29", "USD")).toBe(29);
    expect(parseMinorUnits("19.99", "USD")).toBe(1999);
    expect(parseMinorUnits("1,234.5", "USD")).toBe(123450);
    expect(parseMinorUnits("12,5", "EUR")).toBe(1250);
    expect(parseMinorUnits(" 40 ", "USD")).toBe(4000);
    expect(parseMinorUnits("4.555", "USD")).toBeNull();
    expect(parseMinorUnits("forty", "USD")).toBeNull();
  });
});

describe("the offer form", () => {
  it("sends an hourly offer's rate in cents with its weekly cap, and asks for a cap when it is cleared", async () => {
    const sent = acceptOffers();
    const user = renderDialog();
    await user.type(screen.getByLabelText("Rate (USD, per hour)"), "45.29");
    await user.clear(screen.getByLabelText("Weekly hour cap"));
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    expect(
      await screen.findByText("An hourly offer needs a weekly hour cap; other contract types take none."),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText("Weekly hour cap"), "30");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      contract_type: "hourly",
      rate_minor: 4529,
      weekly_hours_cap: 30,
      milestones: [],
      trial_days: 14,
      notice_days: 7,
      overlap: { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 3 },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("stop here");
  });

  it("refuses a rate with more decimals than the currency has", async () => {
    const sent = acceptOffers();
    const user = renderDialog();
    await user.type(screen.getByLabelText("Rate (USD, per hour)"), "45.555");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("Enter an amount such as 45 or 45.50.")).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("sends a project's milestones only once they add up to its amount, with no weekly cap", async () => {
    const sent = acceptOffers();
    const user = renderDialog();
    await user.selectOptions(screen.getByLabelText("Contract type"), "Project");
    expect(screen.queryByLabelText("Weekly hour cap")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Rate (USD, in all)"), "1000");
    await user.click(screen.getByRole("button", { name: "Add a milestone" }));
    await user.type(screen.getByLabelText("Milestone 1 name"), "Design");
    await user.type(screen.getByLabelText("Milestone 1 amount"), "300");
    await user.click(screen.getByRole("button", { name: "Add a milestone" }));
    await user.type(screen.getByLabelText("Milestone 2 name"), "Build");
    await user.type(screen.getByLabelText("Milestone 2 amount"), "600");
    expect(screen.getByText("Milestones add up to $900.00 of $1,000.00.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("The milestones must add up to the project's amount.")).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText("Milestone 2 amount"));
    await user.type(screen.getByLabelText("Milestone 2 amount"), "700.00");
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      contract_type: "project",
      rate_minor: 100000,
      milestones: [
        { name: "Design", amount_minor: 30000 },
        { name: "Build", amount_minor: 70000 },
      ],
    });
    expect(sent[0]).not.toHaveProperty("weekly_hours_cap");
  });

  it("sends no overlap once it is removed", async () => {
    const sent = acceptOffers();
    const user = renderDialog();
    await user.type(screen.getByLabelText("Rate (USD, per hour)"), "40");
    await user.click(screen.getByRole("button", { name: "Remove the overlap" }));
    await user.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ rate_minor: 4000, overlap: null });
  });
});
