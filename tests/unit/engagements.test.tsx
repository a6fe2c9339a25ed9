import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { EndEngagementDialog } from "@/components/engagements/end-engagement-dialog";
import { EngagementsList } from "@/components/engagements/engagements-list";
import { addDays, todayIn } from "@/lib/engagements/calendar";
import { useAuthStore } from "@/store/auth-store";

import { clientUser, server, talentUser } from "../support/auth-api-mocks";
import { engagement } from "../support/engagement-fixtures";

const today = () => todayIn("Europe/Berlin");

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

describe("ending an engagement", () => {
  it("after the trial, offers today + the notice period at the earliest and refuses an earlier day", async () => {
    useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/client/engagements/5/end", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: engagement({ ended_on: addDays(today(), 7), ended_by: "client" }) });
      }),
    );
    const onEnded = vi.fn();
    const user = userEvent.setup();
    render(<EndEngagementDialog engagement={engagement()} side="client" onEnded={onEnded} />);
    await user.click(screen.getByRole("button", { name: "End engagement" }));
    const dialog = screen.getByRole("dialog");
    const date = within(dialog).getByLabelText("Last working day");
    expect(date).toHaveValue(addDays(today(), 7));
    expect(date).toHaveAttribute("min", addDays(today(), 7));
    expect(within(dialog).getByText(/only you and Hireloop's team see it/)).toBeVisible();

    await user.clear(date);
    await user.type(date, addDays(today(), 6));
    await user.type(within(dialog).getByLabelText(/^Reason/), "The project is done.");
    await user.click(within(dialog).getByRole("button", { name: "End engagement" }));
    expect(await within(dialog).findByText(/^The earliest last day is/)).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(date);
    await user.type(date, addDays(today(), 7));
    await user.click(within(dialog).getByLabelText("Would rehire"));
    await user.click(within(dialog).getByRole("button", { name: "End engagement" }));
    await waitFor(() => expect(onEnded).toHaveBeenCalled());
    expect(sent).toEqual([{ end_date: addDays(today(), 7), reason: "The project is done.", would_rehire: true }]);
  });

  it("during the trial, lets the talent end it from today, without the client's rehire question", async () => {
    useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
    const user = userEvent.setup();
    render(
      <EndEngagementDialog
        engagement={engagement({ start_date: addDays(today(), -3), in_trial: true })}
        side="talent"
        onEnded={vi.fn()}
      />,
    );
    await user.click(screen.getByRole("button", { name: "End engagement" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByLabelText("Last working day")).toHaveValue(today());
    expect(within(dialog).queryByLabelText("Would rehire")).not.toBeInTheDocument();
  });
});

describe("the engagement lists", () => {
  it("sends a talent with no engagements to the jobs", async () => {
    useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
    server.use(http.get("*/api/talent/engagements", () => HttpResponse.json({ data: [] })));
    render(<EngagementsList side="talent" />);
    expect(await screen.findByRole("heading", { name: "No engagements yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Find jobs" })).toHaveAttribute("href", "/jobs");
  });

  it("sends a recruiter with no engagements to their jobs' pipelines", async () => {
    useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
    server.use(http.get("*/api/client/engagements", () => HttpResponse.json({ data: [] })));
    render(<EngagementsList side="client" />);
    expect(await screen.findByRole("heading", { name: "No engagements yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to your jobs" })).toHaveAttribute("href", "/recruiter/jobs");
  });

  it("lists each engagement with the other party, status, contract, rate and trial", async () => {
    useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
    server.use(
      http.get("*/api/talent/engagements", () =>
        HttpResponse.json({ data: [engagement({ in_trial: true, status: "active" })] }),
      ),
    );
    render(<EngagementsList side="talent" />);
    const link = await screen.findByRole("link", { name: "Open the engagement for React developer with Acme" });
    expect(link).toHaveAttribute("href", "/talent/engagements/5");
    expect(screen.getByText("with Acme")).toBeVisible();
    expect(screen.getByText("Active")).toBeVisible();
    expect(screen.getByText("Hourly · $45.50 per hour")).toBeVisible();
    expect(screen.getByText("In trial until Sun, 18 Oct 2026")).toBeVisible();
  });
});
