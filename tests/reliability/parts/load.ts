import autocannon from "autocannon";
import { register, PASSWORD } from "../support/accounts";
import { Report } from "../support/report";
import { API_KEY, type Server } from "../support/servers";

const CONNECTIONS = 100;

/** Part 2: 100 connections of mixed traffic (pages, jobs, info, logins) for `seconds`. */
export async function checkLoad(server: Server, jobSlug: string, seconds: number): Promise<Report> {
  const report = new Report("2 Load");
  const talent = await register(server.origin, "talent");
  const apiHeaders = { "x-api-key": API_KEY, accept: "application/json" };
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 20,
    requests: [
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
    ],
  });
  const byStatus = Object.entries(result.statusCodeStats).map(([code, { count }]) => [Number(code), count] as const);
  const count = (match: (code: number) => boolean) => byStatus.filter(([code]) => match(code)).reduce((sum, [, n]) => sum + n, 0);
  const served = count((code) => code >= 200 && code < 400);
  const limited = count((code) => code === 429);
  const failed = count((code) => code >= 400 && code !== 429);
  report.figure(`connections × seconds`, `${CONNECTIONS} × ${result.duration} s`);
  report.figure("requests completed", result.requests.total);
  report.atLeast("  served 2xx/3xx", served, 1);
  report.figure("  throughput (req/s)", Math.round(result.requests.average));
  report.figure("  latency p50 / p99 (ms)", `${result.latency.p50} / ${result.latency.p99}`);
  report.figure("  429 (rate limiter, apart)", limited);
  report.equal("  errors (4xx/5xx, resets, time-outs)", failed + result.errors + result.timeouts, 0);
  if (failed > 0) report.note(`status codes: ${JSON.stringify(result.statusCodeStats)}`);
  return report;
}
