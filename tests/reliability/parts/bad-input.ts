import fc from "fast-check";
import type { z } from "zod";

import { API_OPERATIONS } from "@/app/api/openapi.json/operations";
import type { ApiOperation } from "@/lib/openapi/operation";

import { register } from "../support/accounts";
import { jsonMessage, request, type RawRequest, type RawResponse } from "../support/http";
import { weirdBody, weirdQuery, weirdSegment } from "../support/malformed";
import { Report } from "../support/report";
import { API_KEY, type Server } from "../support/servers";

const MIN_REQUESTS = 5_000;
const BATCH = 8;
const MAX_URL_LENGTH = 8_000;

type Target = {
  method: Uppercase<ApiOperation["method"]>;
  path: string;
  token?: Exclude<ApiOperation["token"], unknown[]>;
  bodyFields: string[];
  queryFields: string[];
  revokes: boolean;
};
type Tokens = Record<"talent" | "client", string>;

const keysOf = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

/** Every documented call, plus the routes the OpenAPI document leaves out. */
export function fuzzTargets(): Target[] {
  const documented = API_OPERATIONS.map((op) => ({
    method: op.method.toUpperCase() as Target["method"],
    path: op.path,
    // A call open to several kinds is fuzzed with the first one's token.
    token: [op.token].flat()[0],
    bodyFields: keysOf(op.body?.schema),
    queryFields: keysOf(op.query),
    revokes: op.path.endsWith("/logout"),
  }));
  const extra: Target[] = [
    { method: "GET", path: "/api/health", bodyFields: [], queryFields: [], revokes: false },
    { method: "GET", path: "/api/openapi.json", bodyFields: [], queryFields: [], revokes: false },
    { method: "GET", path: "/api/{unknown}", bodyFields: [], queryFields: [], revokes: false },
  ];
  return [...documented, ...extra];
}

type Generated = RawRequest & { kind: string };

function requestArbitrary(target: Target, tokens: Tokens): fc.Arbitrary<Generated> {
  const path = fc.array(weirdSegment, { minLength: 3, maxLength: 3 }).map((segments) => {
    let i = 0;
    return target.path.replace(/\{[^}]+\}/g, () => segments[i++]!);
  });
  const method = fc.oneof(
    { arbitrary: fc.constant(target.method), weight: 8 },
    fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"),
  );
  const apiKey = fc.oneof(
    { arbitrary: fc.constant(API_KEY), weight: 10 },
    fc.constantFrom(undefined, "", "wrong-key", API_KEY.toUpperCase(), `${API_KEY} `),
  );
  const otherTokens = [tokens.talent, tokens.client].filter(
    (t) => target.revokes || !target.token || t !== tokens[target.token as keyof Tokens],
  );
  const ownToken = target.token && target.token !== "manager" && !target.revokes ? [tokens[target.token]] : [];
  const authorization = fc.oneof(
    ...ownToken.map((t) => ({ arbitrary: fc.constant(`Bearer ${t}`), weight: 6 })),
    fc.constantFrom(
      undefined,
      "Bearer",
      "Bearer ",
      "Basic dXNlcjpwYXNz",
      `bearer ${"x".repeat(4_000)}`,
      "Bearer null",
      "Bearer ' OR 1=1 --",
    ),
    fc.constantFrom(...otherTokens.map((t) => `Bearer ${t}`), `Bearer ${tokens.talent}x`),
    fc.string({ unit: "grapheme-ascii", maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, "")}`),
  );
  const query = weirdQuery(target.queryFields);
  const body = fc.option(weirdBody(target.bodyFields), { freq: target.method === "GET" ? 2 : 8, nil: undefined });
  return fc.record({ method, path, query, apiKey, authorization, body }).map((r) => {
    const headers: Record<string, string> = { accept: "application/json" };
    if (r.apiKey !== undefined) headers["x-api-key"] = r.apiKey;
    if (r.authorization !== undefined) headers.authorization = r.authorization;
    if (r.body?.contentType !== undefined) headers["content-type"] = r.body.contentType;
    // Node's HTTP server refuses request heads over 16 KB itself (431, before any app code): stay below.
    const path = `${r.path}${r.query}`.slice(0, MAX_URL_LENGTH);
    const kind = r.method !== target.method ? "wrong method" : (r.body?.kind ?? "odd path/query/headers");
    return { kind, method: r.method, path, headers, body: r.body?.body, timeoutMs: 20_000, keepAlive: false };
  });
}

const LARGE_BODY = Buffer.alloc(320_000, "A");

/**
 * A body the server answers without reading (a GET with a body, a call refused before its body is read) on a
 * closing connection: the answer must reach the client, not a reset for the bytes still arriving.
 */
async function lostEarlyAnswers(server: Server): Promise<number> {
  const calls = [
    { method: "GET", path: "/api/openapi.json", headers: { "content-type": "multipart/form-data; boundary=x" } },
    { method: "POST", path: "/api/talent/info", headers: { "content-type": "application/json" } },
  ];
  let lost = 0;
  for (let i = 0; i < 10; i++) {
    for (const call of calls) {
      await request(server.origin, { ...call, body: LARGE_BODY, keepAlive: false, timeoutMs: 20_000 }).catch(
        () => lost++,
      );
    }
  }
  return lost;
}

type Failure = { request: RawRequest; status: number; reason: string; answer: string };

const describe = (f: Failure) =>
  `${f.reason}: ${f.request.method} ${f.request.path.slice(0, 150)} [${f.request.headers?.["content-type"] ?? "no type"}] ` +
  `body=${JSON.stringify((f.request.body ?? "").toString().slice(0, 160))} → ${f.status} ${JSON.stringify(f.answer.slice(0, 160))}`;

/** Part 1: fast-check generates malformed requests for every API call; none may crash or answer without a message. */
export async function checkBadInput(server: Server, seed = Date.now()): Promise<Report> {
  const report = new Report("1 Bad input");
  const tokens: Tokens = {
    talent: (await register(server.origin, "talent")).token,
    client: (await register(server.origin, "client")).token,
  };
  const targets = fuzzTargets();
  const runsPerTarget = Math.ceil(MIN_REQUESTS / (targets.length * BATCH));
  let sent = 0;
  const kinds = new Map<string, number>();
  let serverErrors = 0;
  let withoutMessage = 0;
  let limited = 0;
  let unanswered = 0;
  const failures: Failure[] = [];
  const classify = (req: RawRequest, res: RawResponse) => {
    if (res.status === 429) limited++;
    // A path such as /api/%2e%2e normalises (WHATWG URL rules) to a page, which need not answer JSON.
    const reachesApi = new URL(req.path, server.origin).pathname.startsWith("/api/");
    const reason =
      res.status >= 500 ? "5xx" : res.status >= 400 && reachesApi && !jsonMessage(res) ? "no message" : undefined;
    if (res.status >= 500) serverErrors++;
    else if (reason) withoutMessage++;
    if (reason) failures.push({ request: req, status: res.status, reason, answer: res.body.toString("utf8") });
  };

  for (const [index, target] of targets.entries()) {
    await fc.assert(
      fc.asyncProperty(
        fc.array(requestArbitrary(target, tokens), { minLength: BATCH, maxLength: BATCH }),
        async (batch) => {
          await Promise.all(
            batch.map(async (req) => {
              sent++;
              kinds.set(req.kind, (kinds.get(req.kind) ?? 0) + 1);
              try {
                classify(req, await request(server.origin, req));
              } catch (error) {
                unanswered++;
                failures.push({ request: req, status: 0, reason: "no answer", answer: String(error) });
              }
            }),
          );
        },
      ),
      // Every failure is counted rather than shrunk: the figures are the point.
      { numRuns: runsPerTarget, seed: seed + index, endOnFailure: true },
    );
  }
  report.figure("API calls covered (incl. health, openapi, unknown)", targets.length);
  report.atLeast("malformed requests sent", sent, MIN_REQUESTS);
  report.equal("  5xx answers", serverErrors, 0);
  report.equal("  error answers without a JSON message", withoutMessage, 0);
  report.equal("  no answer (reset / time-out)", unanswered, 0);
  report.figure("  429 (rate limiter, apart)", limited);
  report.equal("large bodies answered before they were read: lost answers", await lostEarlyAnswers(server), 0);
  report.figure("  seed (RELIABILITY_SEED to replay)", String(seed));
  report.note(
    `requests by kind: ${[...kinds]
      .sort((x, y) => y[1] - x[1])
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ")}`,
  );
  for (const failure of failures.slice(0, 12)) report.note(describe(failure));
  return report;
}
