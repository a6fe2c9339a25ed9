import { act, render, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { AuthSync } from "@/components/auth/auth-sync";
import { applySession } from "@/lib/auth/session-sync";
import { useAuthStore } from "@/store/auth-store";

import {
  infoHandlers,
  nextAuthHandlers,
  recordRequests,
  server,
  talentUser,
  VALID_TOKEN,
} from "../support/auth-api-mocks";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
// Logout leaves with a full page load (lib/browser/load-page.ts), recorded here beside client navigations.
vi.mock("@/lib/browser/load-page", () => ({ loadPage: (path: string) => push(path), reloadPage: () => undefined }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  push.mockReset();
});

const sessionCalls = (seen: { method: string; path: string }[]) =>
  seen.filter((request) => request.method === "GET" && request.path === "/api/auth/session").length;

describe("the session-sync rules", () => {
  it("an authenticated session with a token fetches the user's details and logs in", async () => {
    server.use(...infoHandlers("talent"));
    await applySession({ status: "authenticated", token: VALID_TOKEN }, push);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: VALID_TOKEN,
      user: { full_name: "Ada Lovelace" },
    });
  });

  it("an authenticated session whose token is dead logs out", async () => {
    useAuthStore.getState().setAuth(talentUser, "older-token-0123456789");
    server.use(
      ...infoHandlers("none"),
      ...nextAuthHandlers(),
      http.post("*/api/talent/logout", () => new HttpResponse(null, { status: 204 })),
    );
    await applySession({ status: "authenticated", token: "dead-token-0123456789" }, push);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(push).toHaveBeenCalledWith("/");
  });

  it("a dead session met on the sign-in page is cleared there, without leaving the form", async () => {
    window.history.pushState({}, "", "/login?error=SessionRequired&callbackUrl=%2Ftalent");
    try {
      useAuthStore.getState().setAuth(talentUser, "older-token-0123456789");
      server.use(
        ...infoHandlers("none"),
        ...nextAuthHandlers(),
        http.post("*/api/talent/logout", () => new HttpResponse(null, { status: 204 })),
      );
      await applySession({ status: "authenticated", token: "dead-token-0123456789" }, push);
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
      expect(push).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, "", "/");
    }
  });

  it("an unauthenticated session while logged in logs out", async () => {
    useAuthStore.getState().setAuth(talentUser, VALID_TOKEN);
    server.use(
      ...nextAuthHandlers(),
      http.post("*/api/talent/logout", () => new HttpResponse(null, { status: 204 })),
    );
    await applySession({ status: "unauthenticated", token: null }, push);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(push).toHaveBeenCalledWith("/");
  });

  it("an unauthenticated session while logged out changes nothing", async () => {
    const seen = recordRequests();
    await applySession({ status: "unauthenticated", token: null }, push);
    expect(seen).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });
});

describe("AuthSync", () => {
  it("at start-up checks the stored token, then follows the session", async () => {
    localStorage.setItem("auth_token", VALID_TOKEN);
    server.use(
      ...infoHandlers("talent"),
      ...nextAuthHandlers(() => ({ token: VALID_TOKEN, user: { name: "Ada Lovelace", kind: "talent" } })),
    );
    render(<AuthSync />);
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(push).not.toHaveBeenCalled();
  });

  it("acts on nothing while the session is loading, then on the answer (unauthenticated → logout)", async () => {
    useAuthStore.getState().setAuth(talentUser, VALID_TOKEN);
    server.use(
      http.get("*/api/auth/session", async () => {
        await delay(150);
        return HttpResponse.json({});
      }),
      ...infoHandlers("talent"),
      ...nextAuthHandlers(),
      http.post("*/api/talent/logout", () => new HttpResponse(null, { status: 204 })),
    );
    render(<AuthSync />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(useAuthStore.getState().isAuthenticated).toBe(true); // still loading
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(push).toHaveBeenCalledWith("/");
  });

  it("clears a stale stored token at start-up", async () => {
    localStorage.setItem("auth_token", "stale-token-0123456789");
    server.use(...infoHandlers("none"), ...nextAuthHandlers());
    render(<AuthSync />);
    await waitFor(() => expect(localStorage.getItem("auth_token")).toBeNull());
    expect(useAuthStore.getState().error).toBe("Failed to fetch user details. Invalid or expired token.");
  });

  it("refetches the session when the tab becomes visible and on storage events from other tabs", async () => {
    server.use(...nextAuthHandlers());
    const seen = recordRequests();
    render(<AuthSync />);
    await waitFor(() => expect(sessionCalls(seen)).toBe(1));

    act(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(sessionCalls(seen)).toBe(2));

    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "auth_token", newValue: null }));
    });
    await waitFor(() => expect(sessionCalls(seen)).toBe(3));
  });

  it("logs this tab out when another tab's logout ends the session", async () => {
    let session: object = { token: VALID_TOKEN, user: { name: "Ada Lovelace", kind: "talent" } };
    useAuthStore.getState().setAuth(talentUser, VALID_TOKEN);
    server.use(
      ...nextAuthHandlers(() => session),
      ...infoHandlers("talent"),
      http.post("*/api/talent/logout", () => new HttpResponse(null, { status: 204 })),
    );
    render(<AuthSync />);
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));

    session = {}; // the other tab signed out
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "nextauth.message", newValue: "{}" }));
    });
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(push).toHaveBeenCalledWith("/");
  });
});
