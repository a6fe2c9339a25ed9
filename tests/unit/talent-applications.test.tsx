import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ApplicationsList } from "@/app/(bare)/(area)/talent/applications/_components/applications-list";
import { useAuthStore } from "@/store/auth-store";

import { application } from "../support/application-fixtures";
import { server, talentUser } from "../support/auth-api-mocks";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
  server.use(http.get("*/api/talent/offers", () => HttpResponse.json({ data: [] })));
});

const rejected = application({
  id: 42,
  stage: "rejected",
  history: [
    { from: null, to: "applied", at: "2026-11-20T10:00:00.000Z" },
    { from: "applied", to: "rejected", at: "2026-11-22T10:00:00.000Z" },
  ],
  rejection: { reason: "position_filled", message: "We hired someone internally." },
});

const answer = (data: unknown[]) => http.get("*/api/talent/applications", () => HttpResponse.json({ data }));

describe("the talent's Applications page", () => {
  it("shows each application's stage, history and rejection, with Withdraw only while active", async () => {
    server.use(answer([application(), rejected]));
    render(<ApplicationsList initial={[application(), rejected]} />);
    const [active, closed] = screen.getAllByRole("article");
    expect(within(active!).getByRole("link", { name: "Senior React developer" })).toHaveAttribute(
      "href",
      "/jobs/senior-react-developer-lumen-health",
    );
    expect(within(active!).getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    // Message stays on a closed application too: the conversation outlives the decision.
    for (const card of [active!, closed!])
      expect(
        within(card)
          .getByRole("link", { name: /^Message about the application to / })
          .getAttribute("href"),
      ).toMatch(/^\/talent\/messages\/\d+$/);
    expect(within(closed!).queryByRole("button", { name: "Withdraw" })).toBeNull();
    expect(within(closed!).getByText("The position has been filled")).toBeInTheDocument();
    expect(within(closed!).getByText("We hired someone internally.")).toBeInTheDocument();
    expect(
      within(closed!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Applied 20 Nov 2026", "Not selected 22 Nov 2026"]);
  });

  it("refetches when the tab comes back into view", async () => {
    server.use(answer([application()]));
    render(<ApplicationsList initial={[application()]} />);
    server.use(answer([application({ stage: "interview" })]));
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(screen.getByText("Interview")).toBeInTheDocument());
  });

  it("withdraws after a confirmation", async () => {
    server.use(
      answer([application()]),
      http.post("*/api/talent/applications/41/withdraw", () =>
        HttpResponse.json({ data: application({ stage: "withdrawn" }) }),
      ),
    );
    const user = userEvent.setup();
    render(<ApplicationsList initial={[application()]} />);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw this application?" });
    server.use(answer([application({ stage: "withdrawn" })]));
    await user.click(within(dialog).getByRole("button", { name: "Withdraw application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Withdrawn")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("shows the server's message on a 409 and reloads", async () => {
    server.use(
      answer([application()]),
      http.post("*/api/talent/applications/41/withdraw", () =>
        HttpResponse.json({ message: "This application can no longer be withdrawn." }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    render(<ApplicationsList initial={[application()]} />);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    server.use(answer([{ ...rejected, id: 41 }]));
    await user.click(screen.getByRole("button", { name: "Withdraw application" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This application can no longer be withdrawn.");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull());
    expect(screen.getAllByText("Not selected").length).toBeGreaterThan(0);
  });

  it("points to the board when there is nothing yet", () => {
    server.use(answer([]));
    render(<ApplicationsList initial={[]} />);
    expect(screen.getByRole("heading", { name: "No applications yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse jobs" })).toHaveAttribute("href", "/jobs");
  });
});
