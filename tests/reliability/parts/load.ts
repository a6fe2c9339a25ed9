import autocannon from "autocannon";

import { PASSWORD, register } from "../support/accounts";
import { Report } from "../support/report";
import { API_KEY, type Server } from "../support/servers";

const CONNECTIONS = 100;

type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string };

function runAutocannon(errorKinds: Map<string, number>, options: Parameters<typeof autocannon>[0]) {
  return new Promise<Parameters<Parameters<typeof autocannon>[1]>[1]>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("reqError", (error: Error) => errorKinds.set(error.message, (errorKinds.get(error.message) ?? 0) + 1));
  });
}

/** Part 2: 100 connections of mixed traffic (pages, jobs, info, logins) for `seconds`. */
export async function checkLoad(server: Server, jobSlug: string, seconds: number): Promise<Report> {
  const report = new Report("2 Load");
  const talent = await register(server.origin, "talent");
  const apiHeaders = { "x-api-key": API_KEY, accept: "application/json" };
  const errorKinds = new Map<string, number>();
  const requests: Request[] = [
    { path: "/" },
    { path: "/jobs" },
    { path: `/jobs/${jobSlug}` },
    { path: "/api/jobs", headers: apiHeaders },
    { path: "/api/talent/info", headers: { ...apiHeaders, authorization: `Bearer ${talent.token}` } },
    { path: "/api/jobs?page=2&per_page=10", headers: apiHeaders },
    { path: "/api/talent/info", headers: { ...apiHeaders, authorization: `Bearer ${talent.token}` } },
    {
      method: "POST",
      path: "/api/talent/login",
      headers: { ...apiHeaders, "content-type": "application/json" },
      body: JSON.stringify({ email: talent.email, password: PASSWORD }),
    },
  ];
  // Steady state, not start-up: Next loads each route's code on its first request, so a cold burst of 100
  // would measure that loading. One request of each kind first (start-up itself is timed by part 3).
  for (const { method = "GET", path, headers, body } of requests) {
    await (await fetch(new URL(path, server.origin), { method, headers, body })).arrayBuffer();
  }
  const result = await runAutocannon(errorKinds, {
    url: server.origin,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 20,
    requests,
  });
  // autocannon's `errors` include its time-outs.
  const connectionErrors = result.errors - result.timeouts;
  const byStatus = Object.entries(result.statusCodeStats).map(([code, { count }]) => [Number(code), count] as const);
  const count = (match: (code: number) => boolean) =>
    byStatus.filter(([code]) => match(code)).reduce((sum, [, n]) => sum + n, 0);
  const served = count((code) => code >= 200 && code < 400);
  const limited = count((code) => code === 429);
  const failed = count((code) => code >= 400 && code !== 429);
  report.figure(`connections × seconds`, `${CONNECTIONS} × ${result.duration} s`);
  report.figure("requests completed", result.requests.total);
  report.atLeast("  served 2xx/3xx", served, 1);
  report.figure("  throughput (req/s)", Math.round(result.requests.average));
  report.figure(
    "  latency p50 / p99 / max (ms)",
    `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`,
  );
  report.figure("  429 (rate limiter, apart)", limited);
  report.equal("  error answers (4xx other than 429, 5xx)", failed, 0);
  report.equal("  connection errors", connectionErrors, 0);
  report.equal("  time-outs (no answer in 20 s)", result.timeouts, 0);
  if (failed > 0) report.note(`status codes: ${JSON.stringify(result.statusCodeStats)}`);
  for (const [message, n] of errorKinds) report.note(`${n} × ${message}`);
  return report;
}
