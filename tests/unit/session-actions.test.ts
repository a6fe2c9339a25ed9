import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { AUTH_STATUS_EVENT } from "@/lib/auth/auth-events";
import { initializeAuth, loginWithPassword, logout, signupRecruiter, signupTalent } from "@/lib/auth/session-actions";
import { AUTH_STORE_KEY, useAuthStore } from "@/store/auth-store";
import { UI_STORE_KEY, useUiStore } from "@/store/ui-store";

import {
  infoHandlers,
  nextAuthHandlers,
  recordRequests,
  server,
  talentUser,
  VALID_TOKEN,
} from "../support/auth-api-mocks";

const credentials = { email: "ada@example.com", password: "long-enough-password" };
const signup = { first_name: "Ada", last_name: "Lovelace", ...credentials };

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  server.use(...nextAuthHandlers());
});

describe("login and signup", () => {
  it("log in: opens the NextAuth session with the API token, then stores the user and token", async () => {
    server.use(
      http.post("*/api/talent/login", () => HttpResponse.json({ data: { user: talentUser, token: VALID_TOKEN } })),
    );
    let sessionBody = "";
    server.use(
      http.post("*/api/auth/callback/talent", async ({ request }) => {
        sessionBody = await request.text();
        return HttpResponse.json({ url: "http://localhost:3000/" });
      }),
    );
    const changed = vi.fn();
    window.addEventListener(AUTH_STATUS_EVENT, changed);
    await expect(loginWithPassword("talent", credentials)).resolves.toEqual(talentUser);
    window.removeEventListener(AUTH_STATUS_EVENT, changed);

    expect(new URLSearchParams(sessionBody).get("token")).toBe(VALID_TOKEN);
    expect(useAuthStore.getState()).toMatchObject({ user: talentUser, token: VALID_TOKEN, isAuthenticated: true });
    expect(changed).toHaveBeenCalled();
  });

  it("log in: shows the server's message, else 'Login failed'", async () => {
    server.use(
      http.post("*/api/talent/login", () =>
        HttpResponse.json({ message: "Invalid email or password" }, { status: 401 }),
      ),
    );
    await expect(loginWithPassword("talent", credentials)).rejects.toThrow("Invalid email or password");
    server.use(http.post("*/api/client/login", () => new HttpResponse(null, { status: 500 })));
    await expect(loginWithPassword("client", credentials)).rejects.toThrow("Login failed");
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("log in: an answer without a token is 'Invalid response format' and logs nobody in", async () => {
    server.use(http.post("*/api/talent/login", () => HttpResponse.json({ user: talentUser })));
    await expect(loginWithPassword("talent", credentials)).rejects.toThrow("Invalid response format");
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("log in: 'API key is missing' when no key is configured", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_KEY", "");
    await expect(loginWithPassword("talent", credentials)).rejects.toThrow("API key is missing");
  });

  it("log in: a session the server refuses leaves the store logged out", async () => {
    server.use(
      http.post("*/api/talent/login", () => HttpResponse.json({ data: { user: talentUser, token: VALID_TOKEN } })),
      http.post("*/api/auth/callback/talent", () =>
        HttpResponse.json({ url: "http://localhost:3000/api/auth/error?error=CredentialsSignin" }, { status: 401 }),
      ),
    );
    await expect(loginWithPassword("talent", credentials)).rejects.toThrow("Login failed");
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("sign up: shows the server's message, else 'Signup failed'", async () => {
    server.use(
      http.post("*/api/talent/register", () =>
        HttpResponse.json(
          { message: "The email has already been taken.", errors: { email: ["taken"] } },
          { status: 422 },
        ),
      ),
      http.post("*/api/client/register", () => HttpResponse.json({}, { status: 503 })),
    );
    await expect(signupTalent(signup)).rejects.toThrow("The email has already been taken.");
    await expect(signupRecruiter({ ...signup, company_name: "Acme" })).rejects.toThrow("Signup failed");
  });

  it("sign up: a 201 with data.user and data.token logs the user in", async () => {
    server.use(
      http.post("*/api/talent/register", () =>
        HttpResponse.json({ data: { user: talentUser, token: VALID_TOKEN } }, { status: 201 }),
      ),
    );
    await signupTalent(signup);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: VALID_TOKEN });
  });
});

describe("start-up", () => {
  it("with a stored token fetches the user's details and logs in", async () => {
    localStorage.setItem("authToken", VALID_TOKEN);
    server.use(...infoHandlers("client"));
    await initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token: VALID_TOKEN,
      user: { type: "client" },
    });
  });

  it("with a stale token clears every token and keeps the fixed 'Failed to fetch user details' message", async () => {
    localStorage.setItem("auth_token", "stale-token-0123456789");
    localStorage.setItem("user", JSON.stringify(talentUser));
    server.use(...infoHandlers("none"));
    await initializeAuth();
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: "Failed to fetch user details. Invalid or expired token.",
    });
  });

  it("without a token asks nothing", async () => {
    const seen = recordRequests();
    await initializeAuth();
    expect(seen).toHaveLength(0);
  });

  it("that breaks reports 'Failed to initialize authentication'", async () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("storage denied");
    });
    await initializeAuth();
    getItem.mockRestore();
    expect(useAuthStore.getState().error).toBe("Failed to initialize authentication");
  });
});

describe("logout", () => {
  it("revokes the token, clears storage and stores, signs out of NextAuth, broadcasts, then goes to /", async () => {
    useAuthStore.getState().setAuth(talentUser, VALID_TOKEN);
    useUiStore.getState().setSidebarExpanded(false);
    localStorage.setItem("manager_token", "manager-token-123");
    server.use(http.post("*/api/talent/logout", () => new HttpResponse(null, { status: 204 })));
    const seen = recordRequests();
    const changed = vi.fn();
    window.addEventListener(AUTH_STATUS_EVENT, changed);
    const navigate = vi.fn();
    await logout(navigate);
    window.removeEventListener(AUTH_STATUS_EVENT, changed);

    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(["POST /api/talent/logout", "POST /api/auth/signout"]),
    );
    expect(seen.find((request) => request.path === "/api/talent/logout")?.authorization).toBe(`Bearer ${VALID_TOKEN}`);
    for (const key of ["auth_token", "authToken", "user", "userType", "manager_token", AUTH_STORE_KEY, UI_STORE_KEY]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(changed).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("still completes when the server already forgot the token", async () => {
    useAuthStore.getState().setAuth(talentUser, VALID_TOKEN);
    server.use(
      http.post("*/api/talent/logout", () => HttpResponse.json({ message: "Unauthenticated." }, { status: 401 })),
    );
    const navigate = vi.fn();
    await logout(navigate);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/");
  });
});
