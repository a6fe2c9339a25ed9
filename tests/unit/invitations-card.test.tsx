import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { InvitationsCard } from "@/components/invitations/invitations-card";
import type { TalentInvitation } from "@/lib/validation/invitations";

import { application } from "../support/application-fixtures";
import { server } from "../support/auth-api-mocks";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  window.localStorage.setItem("auth_token", "talent-token");
});

const invitation = (overrides: Partial<TalentInvitation> = {}): TalentInvitation => ({
  id: 7,
  job: {
    slug: "senior-react-developer-lumen-health",
    title: "Senior React developer",
    open: true,
    company: { name: "Lumen Health", slug: "lumen-health", logo_url: null },
  },
  message: "Your React work fits our team.",
  status: "pending",
  created_at: "2026-11-20T10:00:00.000Z",
  responded_at: null,
  application_id: null,
  ...overrides,
});

describe("the Overview's Invitations card", () => {
  it("is hidden for a talent never invited", () => {
    const { container } = render(<InvitationsCard initial={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("lists a pending invitation with its job, company, date and message, and folds the answered ones", async () => {
    render(
      <InvitationsCard
        initial={[
          invitation(),
          invitation({
            id: 6,
            status: "declined",
            responded_at: "2026-11-19T10:00:00.000Z",
            job: { ...invitation().job, title: "Old role" },
          }),
        ]}
      />,
    );
    const card = screen.getByRole("region", { name: "Invitations" });
    expect(within(card).getByRole("link", { name: "Senior React developer" })).toHaveAttribute(
      "href",
      "/jobs/senior-react-developer-lumen-health",
    );
    expect(within(card).getByText(/Lumen Health · Invited on 20 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByText("Your React work fits our team.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Apply to Senior React developer" })).toBeInTheDocument();
    expect(within(card).getByText("Past invitations (1)")).toBeInTheDocument();
    expect(within(card).getByText(/Declined · 19 Nov 2026/)).not.toBeVisible();
  });

  it("offers only Decline when the job has closed", () => {
    render(<InvitationsCard initial={[invitation({ job: { ...invitation().job, open: false } })]} />);
    expect(screen.queryByRole("button", { name: /Apply to/ })).toBeNull();
    expect(screen.getByText("This job is closed and no longer takes applications.")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Decline the invitation to Senior React developer" }),
    ).toBeInTheDocument();
  });

  it("applies in one step with an optional note, then links to the application", async () => {
    let sent: unknown;
    server.use(
      http.post("*/api/talent/invitations/7/accept", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              invitation: invitation({
                status: "accepted",
                application_id: 41,
                responded_at: "2026-11-21T10:00:00.000Z",
              }),
              application: application(),
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<InvitationsCard initial={[invitation()]} />);
    await user.click(screen.getByRole("button", { name: "Apply to Senior React developer" }));
    const dialog = screen.getByRole("dialog", { name: "Apply: Senior React developer" });
    await user.type(within(dialog).getByLabelText("Cover note (optional)"), "Happy to talk.");
    expect(within(dialog).getByText("14 / 2,000")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual({ cover_note: "Happy to talk." });
    expect(screen.getByRole("status")).toHaveTextContent("You applied to Senior React developer.");
    expect(screen.getByRole("link", { name: "View your application" })).toHaveAttribute("href", "/talent/applications");
    expect(screen.queryByRole("button", { name: /Apply to/ })).toBeNull();
    expect(refresh).toHaveBeenCalled();
  });

  it("shows an apply rule's refusal in the dialog, with the way to the profile editor", async () => {
    server.use(
      http.post("*/api/talent/invitations/7/accept", () =>
        HttpResponse.json(
          {
            message: "Your profile is not complete enough to apply.",
            errors: { profile: ["Your profile is 40% complete; 70% is needed to apply. Missing: Bio."] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(<InvitationsCard initial={[invitation()]} />);
    await user.click(screen.getByRole("button", { name: "Apply to Senior React developer" }));
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your profile is not complete enough to apply. Your profile is 40% complete");
    expect(within(alert).getByRole("link", { name: "Edit your profile" })).toHaveAttribute("href", "/talent/profile");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("declines after a confirmation", async () => {
    server.use(
      http.post("*/api/talent/invitations/7/decline", () =>
        HttpResponse.json({ data: invitation({ status: "declined", responded_at: "2026-11-21T10:00:00.000Z" }) }),
      ),
    );
    const user = userEvent.setup();
    render(<InvitationsCard initial={[invitation()]} />);
    await user.click(screen.getByRole("button", { name: "Decline the invitation to Senior React developer" }));
    const dialog = screen.getByRole("dialog", { name: "Decline this invitation?" });
    await user.click(within(dialog).getByRole("button", { name: "Decline invitation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("status")).toHaveTextContent("You declined the invitation to Senior React developer.");
    expect(screen.getByText("No open invitations right now.")).toBeInTheDocument();
    expect(screen.getByText("Past invitations (1)")).toBeInTheDocument();
  });
});
