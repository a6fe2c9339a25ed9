import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, expect, it } from "vitest";

import { API_OPERATIONS } from "@/app/api/openapi.json/operations";
import type { AccountKind } from "@/lib/accounts/kinds";
import { documentedStatuses } from "@/lib/openapi/document";
import type { ApiOperation } from "@/lib/openapi/operation";
import { z } from "@/lib/validation/zod";

import { registeredClient, registeredManager, registeredTalent } from "../support/accounts";
import { API_KEY } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Probe = { name: string; params?: string; query?: string; body?: string; headers?: Record<string, string> };

const routeFolder = (op: ApiOperation) => op.path.replace(/^\/api\//, "").replace(/\{(\w+)\}/g, "[$1]");

/** Calls that end the token they are called with: probed last, so the others keep a live token. */
const endsSession = (op: ApiOperation) => /logout|account\/delete/.test(op.path);

/** Bad input of every kind a fuzzer sends, shaped by what the call takes. */
function probesFor(op: ApiOperation): Probe[] {
  const probes: Probe[] = [{ name: "nothing" }];
  if (op.pathParams) {
    for (const value of ["not-an-id", "9007199254740993", "0", "a\u0000b"])
      probes.push({ name: `path parameters ${JSON.stringify(value)}`, params: value });
  }
  if (op.query) {
    const names = Object.keys(
      (z.toJSONSchema(op.query, { io: "input", unrepresentable: "any" }).properties ?? {}) as object,
    );
    for (const name of names)
      for (const value of ["zzz", "-1", "\u0000", "x".repeat(300)])
        probes.push({
          name: `?${name}=${JSON.stringify(value).slice(0, 12)}`,
          query: `${name}=${encodeURIComponent(value)}`,
        });
  }
  if (op.method !== "get") {
    const json = { "content-type": "application/json" };
    probes.push(
      { name: "malformed JSON", body: "{", headers: json },
      { name: "a JSON array", body: "[]", headers: json },
      { name: "an empty JSON object", body: "{}", headers: json },
      { name: "a JSON object of wrong types", body: '{"id":{},"email":[],"password":7,"name":null}', headers: json },
      { name: "a form", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } },
      { name: "a body past any cap", body: "{}", headers: { ...json, "content-length": "99999999" } },
    );
  }
  return probes;
}

async function send(op: ApiOperation, probe: Probe, token: string | undefined): Promise<number> {
  const routeModule = (await import(
    /* @vite-ignore */ path.join(process.cwd(), "app/api", routeFolder(op), "route.ts")
  )) as Record<string, Handler>;
  const params = Object.fromEntries(
    [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
      name!,
      probe.params ?? (name === "kind" ? "talent" : "2147483647"),
    ]),
  );
  const headers = new Headers({ "x-api-key": API_KEY, ...probe.headers });
  if (token) headers.set("authorization", `Bearer ${token}`);
  const url = `http://localhost${op.path}${probe.query ? `?${probe.query}` : ""}`;
  const request = new NextRequest(url, { method: op.method.toUpperCase(), headers, body: probe.body });
  const response = await routeModule[op.method.toUpperCase()]!(request, { params: Promise.resolve(params) });
  // A live event stream never ends by itself: its status is all the probe needs.
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) await response.body?.cancel();
  else await response.arrayBuffer();
  return response.status;
}

describeOnEachDatabase("every status a call answers to bad input is in the OpenAPI document", ({ db }) => {
  const tokens: Partial<Record<AccountKind, string>> = {};

  beforeAll(async () => {
    tokens.talent = (await registeredTalent()).token;
    tokens.client = (await registeredClient()).token;
    tokens.manager = (await registeredManager(db())).token;
  }, 180_000); // three password hashes on a loaded machine

  it("for each documented call, path, query and body probes", { timeout: 600_000 }, async () => {
    const undocumented: string[] = [];
    const ordered = [...API_OPERATIONS.filter((op) => !endsSession(op)), ...API_OPERATIONS.filter(endsSession)];
    for (const op of ordered) {
      const kind = [op.token ?? []].flat()[0];
      const documented = documentedStatuses(op);
      for (const probe of probesFor(op)) {
        const status = await send(op, probe, kind ? tokens[kind] : undefined);
        if (documented.includes(status)) continue;
        const advice =
          status >= 500
            ? "a server error: bad input must get a 4xx"
            : `add ${status} to \`errors\` in app/api/${routeFolder(op)}/openapi.ts`;
        undocumented.push(`${op.method.toUpperCase()} ${op.path} answered ${status} to ${probe.name}: ${advice}`);
      }
    }
    expect([...new Set(undocumented)], "statuses the OpenAPI document does not list").toEqual([]);
  });
});
