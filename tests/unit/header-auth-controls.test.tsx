import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { HeaderAuthControls } from "@/components/auth/header-auth-controls";
import { AUTH_STATUS_EVENT } from "@/lib/auth/auth-events";
import { useAuthStore } from "@/store/auth-store";

import { nextAuthHandlers, server, talentUser, VALID_TOKEN } from "../support/auth-api-mocks";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
// Logout leaves with a full page load (lib/browser/load-page.ts), recorded here beside client navigations.
vi.mock("@/lib/browser/load-page", () => ({ loadPage: (path: string) => push(path), reloadPage: () => undefined }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  push.mockReset();
});

const logIn = () => act(() => useAuthStore.getState().setAuth(talentUser, VALID_TOKEN));
/** The menu's own button, once its code has loaded (a stand-in with the name shows until then). */
const menuButton = () => screen.findByRole("button", { name: "Ada Lovelace", expanded: false });

describe("the header's account area", () => {
  it("shows 'Log in' and the signup buttons to logged-out visitors; 'Recruit Talent' opens a new tab", () => {
    render(<HeaderAuthControls />);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Apply for Jobs" })).toHaveAttribute("href", "/signup/talent");
    const recruit = screen.getByRole("link", { name: "Recruit Talent" });
    expect(recruit).toHaveAttribute("href", "/signup/recruiter");
    expect(recruit).toHaveAttribute("target", "_blank");
    expect(recruit).toHaveAttribute("rel", "noopener");
  });

  it("renders logged out on the server even when the browser store says otherwise", () => {
    useAuthStore.getState().setAuth(talentUser, VALID_TOKEN);
    const html = renderToString(<HeaderAuthControls />);
    expect(html).toContain("Apply for Jobs");
    expect(html).not.toContain("Ada Lovelace");
  });

  it("refreshes on authStatusChanged: a logged-in user sees their name and no signup buttons", () => {
    render(<HeaderAuthControls />);
    logIn();
    expect(screen.getByRole("button", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Apply for Jobs" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Recruit Talent" })).not.toBeInTheDocument();
  });

  it("re-reads the store when authStatusChanged is broadcast", () => {
    render(<HeaderAuthControls />);
    // A change made without notifying zustand subscribers, announced only by the event.
    const state = useAuthStore.getState();
    Object.assign(state, { user: talentUser, token: VALID_TOKEN, isAuthenticated: true });
    act(() => {
      window.dispatchEvent(new Event(AUTH_STATUS_EVENT));
    });
    expect(screen.getByRole("button", { name: "Ada Lovelace" })).toBeInTheDocument();
  });
});

describe("the user menu", () => {
  it("opens on click and closes on a click outside", async () => {
    const user = userEvent.setup();
    render(
      <div>
        <p>outside</p>
        <HeaderAuthControls />
      </div>,
    );
    logIn();
    const button = await menuButton();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await user.click(screen.getByText("outside"));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("opens from the keyboard and closes on Escape, focus back on the button", async () => {
    const user = userEvent.setup();
    render(<HeaderAuthControls />);
    logIn();
    const button = await menuButton();
    button.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });

  it("closes after choosing Logout, which logs out and goes home", async () => {
    server.use(
      ...nextAuthHandlers(),
      http.post("*/api/talent/logout", () => new HttpResponse(null, { status: 204 })),
    );
    const user = userEvent.setup();
    render(<HeaderAuthControls />);
    logIn();
    await user.click(await menuButton());
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(push).toHaveBeenCalledWith("/"));
    expect(screen.getByRole("link", { name: "Apply for Jobs" })).toBeInTheDocument();
    expect(localStorage.getItem("auth_token")).toBeNull();
  });
});
