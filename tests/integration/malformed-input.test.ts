import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { GET as showJob } from "@/app/api/jobs/[slug]/route";
import { GET as customSkills } from "@/app/api/talent/custom_skills/route";
import { POST as talentRegister } from "@/app/api/talent/register/route";
import { toErrorResponse } from "@/lib/server/http/api-handler";
import { proxy } from "@/proxy";

import { call, callProxy } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

// Found by `npm run test:reliability` (bad input): these answered 500 before.

describe("proxy", () => {
  it("answers 400 JSON for an API path whose percent-escapes are not UTF-8, instead of Next's bare 500", async () => {
    for (const path of ["/api/jobs/%ff", "/api/talent/skills/%c3%28", "/api/jobs/%zz", "/api/files/%ed%a0%80"]) {
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.status, path).toBe(400);
      expect((await response.json()).message).toMatch(/percent-escapes/);
    }
  });

  it("answers a 400 HTML page, with the security headers, for a page path whose percent-escapes are not UTF-8", async () => {
    for (const path of ["/jobs/%ff", "/talent/%c3%28", "/%zz"]) {
      const response = await proxy(new NextRequest(`http://localhost${path}`));
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.text()).toContain("This address is not valid");
    }
  });
});

describe("methods a route does not serve", () => {
  it("answer 405 JSON with a message and Allow, not Next's empty 405, from the proxy", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/api/client/register", "POST"],
      ["DELETE", "/api/client/register", "POST"],
      ["PATCH", "/api/talent/info", "GET"],
      ["POST", "/api/health", "GET"],
      ["PATCH", "/api/talent/notifications", "GET, PUT"],
      ["GET", "/api/client/shortlists/7/talent/9", "PUT, DELETE"],
      ["HEAD", "/api/talent/login", "POST"],
    ]) {
      const response = await callProxy({ method, path });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(response.headers.get("cache-control")).toBe("no-store");
      if (method !== "HEAD") expect(response.body).toEqual({ message: "Method not allowed." });
    }
  });

  it("need no API key, and leave served methods, HEAD of a GET, OPTIONS and other paths to the route", async () => {
    expect((await callProxy({ method: "DELETE", path: "/api/jobs", apiKey: null })).status).toBe(405);
    for (const [method, path] of [
      ["GET", "/api/jobs"],
      ["HEAD", "/api/jobs/some-job"],
      ["OPTIONS", "/api/talent/login"],
      ["DELETE", "/api/no/such/route"],
      ["PUT", "/jobs"],
    ]) {
      const response = await callProxy({ method, path });
      expect(response.status, `${method} ${path}`).toBe(200);
      expect(response.headers.get("x-middleware-next"), `${method} ${path}`).toBe("1");
    }
  });
});

// TRACE and CONNECT never reach the proxy (fetch's Request refuses them; Next answers its own 500), and Node's
// parser refuses verbs it does not know (400): the verbs below are ones that do reach it.
describe("methods Next does not serve", () => {
  it("answer 405 JSON with the route's Allow on an API route, and the catch-all's on an unknown API path", async () => {
    for (const [method, path, allow] of [
      ["PROPFIND", "/api/client/register", "POST"],
      ["MKCOL", "/api/jobs", "GET"],
      ["PROPFIND", "/api/no/such/route", "GET, POST, PUT, PATCH, DELETE"],
    ] as const) {
      const response = await proxy(new NextRequest(`http://localhost${path}`, { method }));
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(await response.json()).toEqual({ message: "Method not allowed." });
    }
  });

  it("answer a plain-text 405 with Allow: GET, HEAD and the security headers on a page path", async () => {
    for (const [method, path] of [
      ["PROPFIND", "/jobs"],
      ["MKCOL", "/"],
      ["PURGE", "/talent/some-one"],
    ] as const) {
      const response = await proxy(new NextRequest(`http://localhost${path}`, { method }));
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(await response.text()).toBe("Method not allowed.");
    }
  });
});

describe("database errors", () => {
  const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
  const wrapped = (cause: Error) => new Error("Failed query: select 1", { cause });

  it("answers 503 JSON when the database stopped answering mid-query or cancelled a statement", async () => {
    for (const error of [
      pgError("Query read timeout"),
      wrapped(pgError("canceling statement due to statement timeout", "57014")),
    ]) {
      const response = toErrorResponse(error);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect((await response.json()).message).toMatch(/temporarily unavailable/);
    }
  });

  it("answers 400 JSON for a data exception (SQLSTATE class 22), 500 for anything else", async () => {
    expect(toErrorResponse(wrapped(pgError('invalid byte sequence for encoding "UTF8": 0x00', "22021"))).status).toBe(
      400,
    );
    expect(toErrorResponse(wrapped(pgError("value out of range for type integer", "22003"))).status).toBe(400);
    expect(toErrorResponse(wrapped(pgError("relation does not exist", "42P01"))).status).toBe(500);
  });
});

describeOnEachDatabase("values the database cannot hold", () => {
  it("answers 400 with a message for a NUL character in a path param, a query or a body", async () => {
    const job = await call(showJob, { path: "/api/jobs/a%00b", params: { slug: "a\u0000b" } });
    expect(job.status).toBe(400);
    expect(job.body.message).toMatch(/cannot be stored or searched/);

    const search = await call(customSkills, { path: "/api/talent/custom_skills?search=%00" });
    expect(search.status).toBeLessThan(500);

    const signup = await call(talentRegister, {
      json: {
        first_name: "Nul\u0000",
        last_name: "Byte",
        email: "nul.byte@example.com",
        password: "violet-harbour-42",
      },
    });
    expect(signup.status).toBe(400);
    expect(signup.body.message).toMatch(/cannot be stored or searched/);
  });
});
