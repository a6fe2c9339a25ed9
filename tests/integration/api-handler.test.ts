import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { GET as unknownApiPath } from "@/app/api/[...path]/route";
import { issueToken, revokeToken } from "@/lib/server/auth/tokens";
import { apiRoute, authedRoute } from "@/lib/server/http/api-handler";
import { ApiError } from "@/lib/server/http/errors";

import { describeOnEachDatabase } from "../support/test-db";

const KEY = process.env.NEXT_PUBLIC_API_KEY as string;
const ctx = { params: Promise.resolve({}) };
const request = (headers: Record<string, string> = {}) =>
  new NextRequest("http://localhost/api/x", { headers: { "x-api-key": KEY, ...headers } });

describe("apiRoute", () => {
  const echo = apiRoute(async () => Response.json({ data: "ok" }));

  it("answers 401 'API key is missing' without the header, before touching the database", async () => {
    const response = await echo(new NextRequest("http://localhost/api/x"), ctx);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "API key is missing" });
  });

  it("answers 401 'Invalid API key' for a wrong key", async () => {
    const response = await echo(request({ "x-api-key": "nope" }), ctx);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Invalid API key" });
  });

  it("maps validation errors to 422 with field errors, and unexpected errors to a generic 500", async () => {
    const invalid = apiRoute(async () => {
      z.object({ email: z.email() }).parse({ email: "x" });
      return new Response();
    });
    const r422 = await invalid(request(), ctx);
    expect(r422.status).toBe(422);
    expect((await r422.json()).errors.email).toHaveLength(1);

    const boom = apiRoute(async () => {
      throw new Error("secret internals");
    });
    const r500 = await boom(request(), ctx);
    expect(r500.status).toBe(500);
    expect(JSON.stringify(await r500.json())).not.toContain("secret internals");

    const teapot = apiRoute(async () => {
      throw new ApiError(409, "Taken");
    });
    expect(await (await teapot(request(), ctx)).json()).toEqual({ message: "Taken" });
  });

  it("answers unknown /api paths with 404 JSON", async () => {
    const response = await unknownApiPath();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found." });
  });
});

describeOnEachDatabase("authedRoute", ({ db }) => {
  const whoami = authedRoute("talent", async ({ account }) => Response.json({ data: account.id }));

  it("accepts a live token of its kind only", async () => {
    const talentToken = await issueToken(db(), "talent", 41);
    const clientToken = await issueToken(db(), "client", 41);
    const ok = await whoami(request({ authorization: `Bearer ${talentToken}` }), ctx);
    expect(await ok.json()).toEqual({ data: 41 });
    expect((await whoami(request({ authorization: `Bearer ${clientToken}` }), ctx)).status).toBe(401);
    expect((await whoami(request(), ctx)).status).toBe(401);
    await revokeToken(db(), talentToken);
    expect((await whoami(request({ authorization: `Bearer ${talentToken}` }), ctx)).status).toBe(401);
  });
});
