import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ManagerActions } from "@/app/(bare)/admin/(console)/accounts/managers/_components/manager-actions";
import { RevokeInvitation } from "@/app/(bare)/admin/(console)/accounts/managers/_components/revoke-invitation";
import { LAST_ACTIVE_MANAGER_MESSAGE } from "@/lib/content/manage-accounts";

import { server } from "../support/auth-api-mocks";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  window.localStorage.setItem("manager_token", "manager-token-123");
  refresh.mockClear();
});

const SUSPENDED = { id: 4, suspended_at: "2026-11-26T10:00:00.000Z", revoked_invitations: [] };

describe("a manager's actions in the console", () => {
  it("asks for a reason, suspends with the manager's token, says so and reloads", async () => {
    let sent: unknown = null;
    let authorization: string | null = null;
    server.use(
      http.post("*/api/manage/managers/4/suspend", async ({ request }) => {
        authorization = request.headers.get("authorization");
        sent = await request.json();
        return HttpResponse.json({ data: SUSPENDED });
      }),
    );
    render(<ManagerActions id={4} name="Ola Other" suspended={false} self={false} lastActive={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Suspend Ola Other" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Ola Other?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend manager" }));
    expect(await within(dialog).findByText("The reason field is required.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Reason (kept in the audit log)"), "Left the team");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend manager" }));
    expect(await screen.findByText("Ola Other is suspended.")).toBeInTheDocument();
    expect(sent).toEqual({ reason: "Left the team" });
    expect(authorization).toBe("Bearer manager-token-123");
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("shows the server's refusal for the last active manager in the dialog", async () => {
    server.use(
      http.post("*/api/manage/managers/4/suspend", () =>
        HttpResponse.json({ message: LAST_ACTIVE_MANAGER_MESSAGE }, { status: 409 }),
      ),
    );
    render(<ManagerActions id={4} name="Mia Me" suspended={false} self lastActive={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Suspend Mia Me" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(/You will be signed out at once/);
    await userEvent.type(within(dialog).getByLabelText("Reason (kept in the audit log)"), "Stepping down");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend manager" }));
    expect(await within(dialog).findByText(LAST_ACTIVE_MANAGER_MESSAGE)).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("offers no Suspend to the only active manager, and Reinstate to a suspended one", async () => {
    const { unmount } = render(<ManagerActions id={4} name="Mia Me" suspended={false} self lastActive />);
    expect(screen.queryByRole("button", { name: "Suspend Mia Me" })).not.toBeInTheDocument();
    expect(screen.getByText("The only active manager: cannot be suspended.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "End all sessions of Mia Me" })).toBeInTheDocument();
    unmount();

    server.use(
      http.post("*/api/manage/managers/4/reinstate", () =>
        HttpResponse.json({ data: { ...SUSPENDED, suspended_at: null } }),
      ),
    );
    render(<ManagerActions id={4} name="Ola Other" suspended self={false} lastActive={false} />);
    expect(screen.queryByRole("button", { name: "Suspend Ola Other" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reinstate Ola Other" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reinstate" }));
    expect(await screen.findByText("Ola Other is reinstated.")).toBeInTheDocument();
  });

  it("ends a manager's sessions and says how many", async () => {
    server.use(
      http.post("*/api/manage/managers/4/end-sessions", () =>
        HttpResponse.json({ data: { id: 4, ended_sessions: 2 } }),
      ),
    );
    render(<ManagerActions id={4} name="Ola Other" suspended={false} self={false} lastActive={false} />);
    await userEvent.click(screen.getByRole("button", { name: "End all sessions of Ola Other" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "End all sessions" }));
    expect(await screen.findByText("Ended 2 sessions of Ola Other.")).toBeInTheDocument();
  });
});

describe("revoking a pending invitation", () => {
  it("confirms, revokes and reloads", async () => {
    let called = false;
    server.use(
      http.post("*/api/manage/invites/9/revoke", () => {
        called = true;
        return HttpResponse.json({
          data: { id: 9, email: "new@example.com", revoked_at: "2026-11-26T10:00:00.000Z" },
        });
      }),
    );
    render(<RevokeInvitation id={9} email="new@example.com" />);
    await userEvent.click(screen.getByRole("button", { name: "Revoke the invitation to new@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke the invitation to new@example.com?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke invitation" }));
    expect(await screen.findByText("The invitation to new@example.com is revoked.")).toBeInTheDocument();
    expect(called).toBe(true);
    expect(refresh).toHaveBeenCalledOnce();
  });
});
