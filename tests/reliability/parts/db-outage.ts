import { api, jsonMessage, type RawResponse } from "../support/http";
import { Report } from "../support/report";
import { API_KEY, sleep, type Server } from "../support/servers";
import type { TcpProxy } from "../support/tcp-proxy";

const CLIENT_TIMEOUT_MS = 20_000;

// The database has no jobs (only PGlite seeds demo data) and the login's account does not exist.
const NORMAL_STATUS: Record<string, number> = { "/api/jobs/{slug}": 404, "/api/talent/login": 401 };

type Outcome = { label: string; status: number; message: boolean; ms: number };

/** Part 7: the database behind `proxy` goes away (refused, then a black hole) and comes back. */
export async function checkDatabaseOutage(server: Server, proxy: TcpProxy, token: string): Promise<Report> {
  const report = new Report("7 Database outage");
  const client = api(server.origin, API_KEY);
  const calls: [string, () => Promise<RawResponse>][] = [
    ["/api/health", () => client.get("/api/health")],
    ["/api/jobs", () => client.get("/api/jobs")],
    ["/api/jobs/{slug}", () => client.get("/api/jobs/no-such-job")],
    ["/api/talent/industries", () => client.get("/api/talent/industries")],
    ["/api/talent/info", () => client.get("/api/talent/info", { token })],
    [
      "/api/talent/login",
      () => client.post("/api/talent/login", { json: { email: "nobody@example.com", password: "whatever-it-is" } }),
    ],
  ];
  const sendAll = () =>
    Promise.all(
      calls.map(async ([label, send]): Promise<Outcome> => {
        const started = Date.now();
        try {
          const res = await send();
          return { label, status: res.status, message: jsonMessage(res) !== undefined, ms: Date.now() - started };
        } catch {
          return { label, status: 0, message: false, ms: Date.now() - started };
        }
      }),
    );

  for (const [mode, cut] of [
    ["refused", () => proxy.refuse()],
    ["black hole", async () => proxy.stall()],
  ] as const) {
    await cut();
    // Twice: the first round meets pooled connections dying, the second finds no database at all.
    const outcomes = [...(await sendAll()), ...(await sendAll())];
    const good = outcomes.filter((o) => o.status === 503 && o.message && o.ms < CLIENT_TIMEOUT_MS);
    for (const o of outcomes.filter((o) => !good.includes(o)))
      report.note(
        `${mode}: ${o.label} answered ${o.status || "nothing"} in ${o.ms} ms${o.message ? "" : " without a message"}`,
      );
    report.equal(`DB ${mode}: calls answered 503 JSON with a message`, good.length, outcomes.length);
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    report.check(`  slowest answer`, `${(slowest / 1000).toFixed(1)} s`, "< 20 s", slowest < CLIENT_TIMEOUT_MS);

    const restored = Date.now();
    await proxy.restore();
    let recoveredMs: number | undefined;
    while (Date.now() - restored < CLIENT_TIMEOUT_MS) {
      const res = await client.get("/api/jobs").catch(() => undefined);
      if (res?.status === 200) {
        recoveredMs = Date.now() - restored;
        break;
      }
      await sleep(200);
    }
    const after = await sendAll();
    const healthy = after.filter((o) => o.status === (NORMAL_STATUS[o.label] ?? 200)).length;
    report.check(
      `  recovered by itself after restore`,
      recoveredMs === undefined ? "no" : `${(recoveredMs / 1000).toFixed(1)} s`,
      "< 20 s",
      recoveredMs !== undefined,
    );
    report.equal(`  calls answering normally again`, healthy, calls.length);
  }
  return report;
}
