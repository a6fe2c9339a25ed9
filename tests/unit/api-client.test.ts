import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { api, API_KEY_MISSING, API_TIMEOUT_MS } from "@/lib/api/client";
import { STORAGE_KEYS } from "@/lib/api/token-storage";

import { recordRequests, server } from "../support/auth-api-mocks";

const KEY = "unit-test-api-key";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", KEY);
  server.use(http.all("*/api/*", () => HttpResponse.json({ data: {} })));
  localStorage.setItem(STORAGE_KEYS.talentToken, "talent-token");
  localStorage.setItem(STORAGE_KEYS.clientToken, "client-token");
  localStorage.setItem(STORAGE_KEYS.managerToken, "manager-token");
});
afterEach(() => vi.unstubAllEnvs());

describe("the axios instance", () => {
  it("times out after 20 seconds", () => {
    expect(api.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(20_000);
  });

  it("sends the API key on every call", async () => {
    const seen = recordRequests();
    await api.get("/api/jobs");
    await api.post("/api/talent/login", new FormData());
    expect(seen.map((request) => request.apiKey)).toEqual([KEY, KEY]);
  });

  it("fails at once with 'API key is missing' when no key is configured, sending nothing", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_KEY", "");
    const seen = recordRequests();
    await expect(api.get("/api/jobs")).rejects.toThrow("API key is missing");
    expect(API_KEY_MISSING).toBe("API key is missing");
    expect(seen).toHaveLength(0);
  });
});

describe("the bearer token is chosen by path", () => {
  it.each([
    ["/api/talent/info", "Bearer talent-token"],
    ["/api/client/info", "Bearer client-token"],
    ["/api/manage/info", "Bearer manager-token"],
    ["/api/jobs", null],
  ])("%s → %s", async (path, expected) => {
    const seen = recordRequests();
    await api.get(path);
    expect(seen[0]?.authorization).toBe(expected);
  });

  it("leaves a request's own Authorization alone", async () => {
    const seen = recordRequests();
    await api.get("/api/talent/info", { headers: { Authorization: "Bearer explicit-token" } });
    expect(seen[0]?.authorization).toBe("Bearer explicit-token");
  });

  it("sends no Authorization when the area has no stored token", async () => {
    localStorage.removeItem(STORAGE_KEYS.clientToken);
    const seen = recordRequests();
    await api.get("/api/client/info");
    expect(seen[0]?.authorization).toBeNull();
  });
});
