import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import {
  fetchUserDetailsRequest,
  INVALID_RESPONSE_FORMAT,
  loginRequest,
  parseAuthResponse,
  registerClientRequest,
} from "@/lib/api/auth";
import { getJobsRequest } from "@/lib/api/catalog";
import { apiErrorMessage } from "@/lib/api/errors";

import { clientUser, infoHandlers, recordRequests, server, talentUser, VALID_TOKEN } from "../support/auth-api-mocks";

beforeEach(() => vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key"));

describe("a login or signup answer", () => {
  it("is read with user and token at the top level or under data", () => {
    expect(parseAuthResponse({ user: talentUser, token: "t".repeat(20) })).toEqual({
      user: talentUser,
      token: "t".repeat(20),
    });
    expect(parseAuthResponse({ data: { user: clientUser, token: "c".repeat(20) } })).toEqual({
      user: clientUser,
      token: "c".repeat(20),
    });
  });

  it.each([
    ["no user", { data: { token: "abc" } }],
    ["no token", { data: { user: talentUser } }],
    ["an empty token", { user: talentUser, token: "" }],
    ["a user that is not an object", { user: "ada", token: "abc" }],
    ["nothing at all", null],
    ["an HTML page", "<html></html>"],
  ])("with %s fails with 'Invalid response format'", (_case, body) => {
    expect(() => parseAuthResponse(body)).toThrow("Invalid response format");
    expect(INVALID_RESPONSE_FORMAT).toBe("Invalid response format");
  });

  it("from the server without a token fails with 'Invalid response format'", async () => {
    server.use(http.post("*/api/talent/login", () => HttpResponse.json({ data: { user: talentUser } })));
    await expect(loginRequest("talent", { email: "ada@example.com", password: "secret-pass" })).rejects.toThrow(
      "Invalid response format",
    );
  });
});

describe("the calls", () => {
  it("send login and register as multipart forms", async () => {
    let received: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post("*/api/client/register", async ({ request }) => {
        received = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ data: { user: clientUser, token: VALID_TOKEN } }, { status: 201 });
      }),
    );
    const result = await registerClientRequest({
      first_name: "Grace",
      last_name: "Hopper",
      email: "grace@example.com",
      password: "long-enough-password",
      company_name: "Navy",
      website: "",
      hiring_for: "1",
    });
    expect(result.token).toBe(VALID_TOKEN);
    expect(received).toEqual({
      first_name: "Grace",
      last_name: "Hopper",
      email: "grace@example.com",
      password: "long-enough-password",
      company_name: "Navy",
      hiring_for: "1",
    });
  });

  it("ask for jobs with page 1 and 12 per page by default", async () => {
    let query = "";
    server.use(
      http.get("*/api/jobs", ({ request }) => ((query = new URL(request.url).search), HttpResponse.json({ data: [] }))),
    );
    await getJobsRequest({ q: "react" });
    expect(new URLSearchParams(query).toString()).toBe("q=react&page=1&per_page=12");
  });
});

describe("identity resolution", () => {
  it("asks talent info first and stops there when it answers", async () => {
    server.use(...infoHandlers("talent"));
    const seen = recordRequests();
    await expect(fetchUserDetailsRequest(VALID_TOKEN)).resolves.toMatchObject({
      full_name: "Ada Lovelace",
      type: "talent",
    });
    expect(seen.map((request) => request.path)).toEqual(["/api/talent/info"]);
  });

  it("then asks client info with the same token", async () => {
    server.use(...infoHandlers("client"));
    const seen = recordRequests();
    await expect(fetchUserDetailsRequest(VALID_TOKEN)).resolves.toMatchObject({
      full_name: "Grace Hopper",
      type: "client",
    });
    expect(seen.map((request) => [request.path, request.authorization])).toEqual([
      ["/api/talent/info", `Bearer ${VALID_TOKEN}`],
      ["/api/client/info", `Bearer ${VALID_TOKEN}`],
    ]);
  });

  it("fails with the fixed message when both refuse the token", async () => {
    server.use(...infoHandlers("none"));
    await expect(fetchUserDetailsRequest("dead-token-0123456789")).rejects.toThrow(
      "Failed to fetch user details. Invalid or expired token.",
    );
  });
});

describe("error messages", () => {
  it("are the server's message when it sent one, else the fallback", async () => {
    server.use(
      http.post("*/api/talent/login", () =>
        HttpResponse.json({ message: "Invalid email or password" }, { status: 401 }),
      ),
      http.post("*/api/client/login", () => new HttpResponse("Bad gateway", { status: 502 })),
    );
    const serverSaid = await loginRequest("talent", { email: "a@b.co", password: "x" }).catch(
      (error: unknown) => error,
    );
    const noMessage = await loginRequest("client", { email: "a@b.co", password: "x" }).catch((error: unknown) => error);
    expect(apiErrorMessage(serverSaid, "Login failed")).toBe("Invalid email or password");
    expect(apiErrorMessage(noMessage, "Login failed")).toBe("Login failed");
    expect(apiErrorMessage(undefined, "Signup failed")).toBe("Signup failed");
  });
});
