import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { LogoutEverywhere } from "@/components/account/logout-everywhere";
import { PasswordForm } from "@/components/account/password-form";
import { PASSWORD_CARD, SESSIONS_CARD } from "@/lib/content/account-security";

import { server } from "../support/auth-api-mocks";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
// Logout leaves with a full page load (lib/browser/load-page.ts), recorded here beside client navigations.
vi.mock("@/lib/browser/load-page", () => ({ loadPage: (path: string) => push(path), reloadPage: () => undefined }));
const logout = vi.fn(async (navigate: (path: string) => void) => navigate("/"));
vi.mock("@/lib/auth/session-actions", () => ({ logout: (navigate: (path: string) => void) => logout(navigate) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  push.mockClear();
  logout.mockClear();
});

async function fill(current: string, password: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText(PASSWORD_CARD.current), current);
  if (password) await user.type(screen.getByLabelText(PASSWORD_CARD.password), password);
  if (confirm) await user.type(screen.getByLabelText(PASSWORD_CARD.confirm), confirm);
  await user.click(screen.getByRole("button", { name: PASSWORD_CARD.submit }));
  return user;
}

describe("the password form", () => {
  it("checks the fields before sending anything", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(
        "*/api/talent/password",
        async ({ request }) => (bodies.push(await request.json()), HttpResponse.json({ data: { message: "x" } })),
      ),
    );
    render(<PasswordForm kind="talent" />);
    await fill("", "short", "other");
    expect(screen.getByLabelText(PASSWORD_CARD.current)).toHaveAccessibleDescription(
      "The current password field is required.",
    );
    expect(screen.getByLabelText(PASSWORD_CARD.password)).toHaveAccessibleDescription(
      "The password must be at least 8 characters.",
    );
    expect(screen.getByLabelText(PASSWORD_CARD.confirm)).toHaveAccessibleDescription(PASSWORD_CARD.mismatch);
    expect(bodies).toEqual([]);
  });

  it("shows a wrong current password on that field and keeps what was typed", async () => {
    server.use(
      http.post("*/api/client/password", () =>
        HttpResponse.json(
          {
            message: "The given data was invalid.",
            errors: { current_password: ["The current password is incorrect."] },
          },
          { status: 422 },
        ),
      ),
    );
    render(<PasswordForm kind="client" />);
    await fill("wrong-one-here", "amber-compass-58", "amber-compass-58");
    await waitFor(() =>
      expect(screen.getByLabelText(PASSWORD_CARD.current)).toHaveAccessibleDescription(
        "The current password is incorrect.",
      ),
    );
    expect(screen.getByLabelText(PASSWORD_CARD.password)).toHaveValue("amber-compass-58");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("sends the change to the account's route, then empties the fields and says so", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post("*/api/talent/password", async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { message: PASSWORD_CARD.done } });
      }),
    );
    render(<PasswordForm kind="talent" />);
    await fill("violet-harbour-42", "amber-compass-58", "amber-compass-58");
    expect(await screen.findByRole("status")).toHaveTextContent(PASSWORD_CARD.done);
    expect(bodies).toEqual([{ current_password: "violet-harbour-42", password: "amber-compass-58" }]);
    expect(screen.getByLabelText(PASSWORD_CARD.current)).toHaveValue("");
    expect(screen.getByLabelText(PASSWORD_CARD.confirm)).toHaveValue("");
  });
});

describe("log out everywhere", () => {
  it("asks first, then ends every session and logs this device out", async () => {
    let calls = 0;
    server.use(http.post("*/api/client/logout-all", () => ((calls += 1), new HttpResponse(null, { status: 204 }))));
    const user = userEvent.setup();
    render(<LogoutEverywhere kind="client" />);
    await user.click(screen.getByRole("button", { name: SESSIONS_CARD.logoutAll }));
    expect(screen.getByRole("dialog", { name: SESSIONS_CARD.dialogTitle })).toBeVisible();
    await user.click(screen.getByRole("button", { name: SESSIONS_CARD.cancel }));
    expect(calls).toBe(0);

    await user.click(screen.getByRole("button", { name: SESSIONS_CARD.logoutAll }));
    await user.click(screen.getByRole("button", { name: SESSIONS_CARD.confirm }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/"));
    expect(calls).toBe(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it("shows a failure in the dialog and stays signed in", async () => {
    server.use(
      http.post("*/api/talent/logout-all", () =>
        HttpResponse.json({ message: "Something went wrong on our side. Please try again later." }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render(<LogoutEverywhere kind="talent" />);
    await user.click(screen.getByRole("button", { name: SESSIONS_CARD.logoutAll }));
    await user.click(screen.getByRole("button", { name: SESSIONS_CARD.confirm }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side.");
    expect(logout).not.toHaveBeenCalled();
  });
});
