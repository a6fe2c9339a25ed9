// GET /api/jobs read cold: every request asks the server (started with BENCH_CACHE_BYPASS=1) to skip its
// per-instance page and count caches (lib/server/jobs/bench-cache-bypass.ts), so the figures are the queries'.
import { assertOk, measure } from "./load.mjs";
import { API_KEY, FLOOR_API, JOBS_QUERIES } from "./suites.mjs";

export const COLD_HEADERS = { "X-API-KEY": API_KEY, Accept: "application/json", "x-bench-cache": "bypass" };

/** Each /api/jobs variant cold at one database size, and the bare handler in the same minute. */
export async function coldJobsPoint(origin, { duration, warmup, log, label }) {
  const out = {};
  for (const [variant, path] of [...Object.entries(JOBS_QUERIES), ["floor", FLOOR_API]]) {
    await assertOk(`${origin}${path}`, COLD_HEADERS);
    out[variant] = await measure(`${origin}${path}`, { duration, warmup, connections: 50, headers: COLD_HEADERS });
    log(
      `  ${label} cold ${variant}: p50 ${out[variant].p50} ms, p99 ${out[variant].p99} ms, ${out[variant].rps} req/s, errors ${out[variant].errors}`,
    );
  }
  return out;
}
