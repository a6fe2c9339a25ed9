import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NotificationsCard } from "@/components/account/notifications-card";

import { server } from "../support/auth-api-mocks";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

const TALENT_DEFAULTS = {
  application_stage: "on",
  invitation: "on",
  vetting_decision: "on",
  job_alerts: "on",
  messages: "on",
};

/** A PUT handler that stores what it is sent on top of `stored` and answers the whole map. */
function acceptPuts(kind: "talent" | "client", stored: Record<string, string>) {
  const bodies: unknown[] = [];
  server.use(
    http.put(`*/api/${kind}/notifications`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      Object.assign(stored, body);
      return HttpResponse.json({ data: { ...stored } });
    }),
  );
  return bodies;
}

describe("the Notifications card", () => {
  it("is the #notifications section, with a switch per talent topic reflecting the stored settings", () => {
    render(<NotificationsCard kind="talent" initial={{ ...TALENT_DEFAULTS, job_alerts: "off" }} />);
    const card = screen.getByRole("region", { name: "Notifications" });
    expect(card).toHaveAttribute("id", "notifications");
    expect(within(card).getByRole("switch", { name: "An application changes stage" })).toBeChecked();
    expect(within(card).getByRole("switch", { name: "Job alerts for your saved searches (daily)" })).not.toBeChecked();
    expect(within(card).getByRole("switch", { name: "Messages" })).toBeChecked();
    expect(within(card).getAllByRole("switch")).toHaveLength(5);
  });

  it("sends only the topic that changed and confirms the save", async () => {
    const bodies = acceptPuts("talent", { ...TALENT_DEFAULTS });
    const user = userEvent.setup();
    render(<NotificationsCard kind="talent" initial={TALENT_DEFAULTS} />);
    const stage = screen.getByRole("switch", { name: "An application changes stage" });
    await user.click(stage);
    expect(stage).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save notification settings" }));
    expect(await screen.findByText("Notification settings saved.")).toBeInTheDocument();
    expect(bodies).toEqual([{ application_stage: "off" }]);
    expect(stage).not.toBeChecked();
  });

  it("offers a recruiter at once, daily digest or off for new applicants", async () => {
    const bodies = acceptPuts("client", { new_applicant: "on", job_review: "on", messages: "on" });
    const user = userEvent.setup();
    render(<NotificationsCard kind="client" initial={{ new_applicant: "on", job_review: "on", messages: "on" }} />);
    const group = screen.getByRole("group", { name: "New applicants" });
    expect(within(group).getByRole("radio", { name: "At once" })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: "Daily digest" }));
    await user.click(screen.getByRole("button", { name: "Save notification settings" }));
    expect(await screen.findByText("Notification settings saved.")).toBeInTheDocument();
    expect(bodies).toEqual([{ new_applicant: "daily" }]);
    expect(screen.getByRole("switch", { name: "Job review decisions" })).toBeChecked();
  });

  it("says there is nothing to save before a change, and shows the server's refusal", async () => {
    server.use(
      http.put("*/api/talent/notifications", () =>
        HttpResponse.json({ message: "Too many requests." }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    render(<NotificationsCard kind="talent" initial={TALENT_DEFAULTS} />);
    await user.click(screen.getByRole("button", { name: "Save notification settings" }));
    expect(screen.getByRole("status")).toHaveTextContent("Nothing to save: change a setting first.");
    await user.click(screen.getByRole("switch", { name: "A vetting decision is made" }));
    await user.click(screen.getByRole("button", { name: "Save notification settings" }));
    expect(await screen.findByText("Too many requests.")).toBeInTheDocument();
  });
});
