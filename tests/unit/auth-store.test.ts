import { describe, expect, it, vi } from "vitest";

import { AUTH_STATUS_EVENT } from "@/lib/auth/auth-events";
import { AUTH_STORE_KEY, useAuthStore } from "@/store/auth-store";
import { UI_STORE_KEY, useUiStore } from "@/store/ui-store";

import { clientUser, talentUser } from "../support/auth-api-mocks";

describe("the auth store", () => {
  it("keeps user, token and isAuthenticated, writes the browser keys and broadcasts authStatusChanged", () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_STATUS_EVENT, listener);
    useAuthStore.getState().setAuth(talentUser, "talent-token-123");
    window.removeEventListener(AUTH_STATUS_EVENT, listener);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({
      user: talentUser,
      token: "talent-token-123",
      isAuthenticated: true,
    });
    expect(localStorage.getItem("auth_token")).toBe("talent-token-123");
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(talentUser);
    expect(localStorage.getItem("userType")).toBe("talent");
    expect(JSON.parse(localStorage.getItem(AUTH_STORE_KEY) ?? "{}").state).toEqual({
      user: talentUser,
      token: "talent-token-123",
      isAuthenticated: true,
    });
  });

  it("keeps a client's token under authToken", () => {
    useAuthStore.getState().setAuth(clientUser, "client-token-123");
    expect(localStorage.getItem("authToken")).toBe("client-token-123");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("userType")).toBe("client");
  });

  it("comes back from storage after a reload", async () => {
    localStorage.setItem(
      AUTH_STORE_KEY,
      JSON.stringify({ state: { user: clientUser, token: "kept-token", isAuthenticated: true }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ user: clientUser, token: "kept-token", isAuthenticated: true });
  });

  it("clears every key and field and broadcasts authStatusChanged", () => {
    useAuthStore.getState().setAuth(talentUser, "talent-token-123");
    const listener = vi.fn();
    window.addEventListener(AUTH_STATUS_EVENT, listener);
    useAuthStore.getState().clearAuth();
    window.removeEventListener(AUTH_STATUS_EVENT, listener);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    for (const key of ["auth_token", "authToken", "user", "userType"]) expect(localStorage.getItem(key)).toBeNull();
  });
});

describe("the UI store", () => {
  it("persists sidebarExpanded as a boolean", async () => {
    useUiStore.getState().setSidebarExpanded(false);
    expect(JSON.parse(localStorage.getItem(UI_STORE_KEY) ?? "{}").state).toEqual({ sidebarExpanded: false });
    useUiStore.setState({ sidebarExpanded: true });
    localStorage.setItem(UI_STORE_KEY, JSON.stringify({ state: { sidebarExpanded: false }, version: 0 }));
    await useUiStore.persist.rehydrate();
    expect(useUiStore.getState().sidebarExpanded).toBe(false);
    useUiStore.getState().toggleSidebar();
    expect(useUiStore.getState().sidebarExpanded).toBe(true);
  });
});
