import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

import { renderGate, renderGateOptions, rendersPage } from "@/server/render-gate.mjs";

// Through real sockets, as server.mjs puts the gate in front of Next's handler: each "render" here answers after
// `renderMs`, and the server records how many were in flight at once and in which order they started.
type Started = { path: string; inFlight: number };

function gatedServer(options: { concurrency: number; queueLimit?: number }, renderMs = 40) {
  const gate = renderGate(options);
  const started: Started[] = [];
  let inFlight = 0;
  const server = http.createServer((req, res) =>
    gate.admit(req, res, (request, response) => {
      inFlight += 1;
      started.push({ path: request.url ?? "", inFlight });
      setTimeout(() => {
        inFlight -= 1;
        response.end("ok");
      }, renderMs);
    }),
  );
  return { server, gate, started };
}

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ agent: false, host: "127.0.0.1", port, path }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

let open: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (open ? open.close(() => resolve()) : resolve())));

describe("server.mjs's render gate", () => {
  it("tells page renders from API calls, streams, static files and writes", () => {
    expect(rendersPage({ method: "GET", url: "/jobs?search=react" })).toBe(true);
    expect(rendersPage({ method: "HEAD", url: "/" })).toBe(true);
    expect(rendersPage({ method: "GET", url: "/recruiter/jobs/4/applicants" })).toBe(true);
    expect(rendersPage({ method: "GET", url: "/api/jobs" })).toBe(false);
    expect(rendersPage({ method: "GET", url: "/api/talent/events" })).toBe(false);
    expect(rendersPage({ method: "GET", url: "/_next/static/chunks/main.js" })).toBe(false);
    expect(rendersPage({ method: "GET", url: "/_next/image?url=%2Flogo.png&w=64" })).toBe(false);
    expect(rendersPage({ method: "GET", url: "/favicon.ico" })).toBe(false);
    expect(rendersPage({ method: "POST", url: "/login" })).toBe(false);
  });

  it("takes its sizes from the environment and refuses a value that is not a whole number of at least 1", () => {
    expect(renderGateOptions({})).toEqual({ concurrency: 8, queueLimit: 1000 });
    expect(renderGateOptions({ RENDER_CONCURRENCY: "16", RENDER_QUEUE_LIMIT: "50" })).toEqual({
      concurrency: 16,
      queueLimit: 50,
    });
    expect(() => renderGateOptions({ RENDER_CONCURRENCY: "0" })).toThrow(/RENDER_CONCURRENCY must be a whole number/);
    expect(() => renderGateOptions({ RENDER_QUEUE_LIMIT: "lots" })).toThrow(/RENDER_QUEUE_LIMIT/);
  });

  it("runs at most `concurrency` renders at once and starts the others in arrival order", async () => {
    const { server, started } = gatedServer({ concurrency: 2 });
    open = server;
    const port = await listen(server);
    const paths = Array.from({ length: 8 }, (_, i) => `/page-${i}`);
    const answers: Promise<number>[] = [];
    for (const path of paths) {
      answers.push(get(port, path));
      await new Promise((resolve) => setTimeout(resolve, 5)); // arrive in this order
    }
    expect(await Promise.all(answers)).toEqual(paths.map(() => 200));
    expect(Math.max(...started.map((one) => one.inFlight))).toBe(2);
    expect(started.map((one) => one.path)).toEqual(paths);
  });

  it("lets API calls past a full gate", async () => {
    const { server, gate, started } = gatedServer({ concurrency: 1 }, 200);
    open = server;
    const port = await listen(server);
    const page = get(port, "/jobs");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const waitingPage = get(port, "/for-talent");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gate.stats()).toEqual({ running: 1, waiting: 1 });
    const api = get(port, "/api/jobs");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started.map((one) => one.path)).toEqual(["/jobs", "/api/jobs"]);
    expect(await Promise.all([page, waitingPage, api])).toEqual([200, 200, 200]);
  });

  it("answers 503 with Retry-After past the queue's limit, and serves the queue", async () => {
    const { server } = gatedServer({ concurrency: 1, queueLimit: 2 }, 150);
    open = server;
    const port = await listen(server);
    const statuses = await Promise.all(Array.from({ length: 5 }, (_, i) => get(port, `/page-${i}`)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 503)).toHaveLength(2);
  });

  it("drops a waiting render whose client left, and frees the turn of one that left mid-render", async () => {
    const { server, gate, started } = gatedServer({ concurrency: 1 }, 100);
    open = server;
    const port = await listen(server);
    const first = http.get({ agent: false, host: "127.0.0.1", port, path: "/left-mid-render" });
    first.on("error", () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = http.get({ agent: false, host: "127.0.0.1", port, path: "/left-waiting" });
    second.on("error", () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    second.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await get(port, "/stayed")).toBe(200);
    expect(started.map((one) => one.path)).toEqual(["/left-mid-render", "/stayed"]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
