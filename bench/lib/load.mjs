// HTTP load with autocannon: requests/s and latency percentiles, every non-2xx counted as an error.
import autocannon from "autocannon";

/**
 * Runs `connections` concurrent connections against one URL for `duration` seconds after a short warm-up.
 * Returns { rps, p50, p99, requests, errors } (latencies in ms).
 */
export async function measure(
  url,
  { connections = 50, duration = 10, warmup = 2, headers = {}, method = "GET", body } = {},
) {
  const options = { url, connections, headers, method, body };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  return summarise(await autocannon({ ...options, duration }));
}

/** An autocannon result as the report shows it; `firstError` (a refused answer's status and body) joins the error detail. */
export function summarise(result, firstError) {
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    rps: round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : null,
    errors,
    ...(errors > 0
      ? {
          errorDetail: {
            socketErrors: result.errors,
            timeouts: result.timeouts,
            non2xx: result.non2xx,
            statusCodes: result.statusCodeStats,
            ...(firstError ? { firstError } : {}),
          },
        }
      : {}),
  };
}

/** Fails fast (before a long run) unless the URL answers 2xx once. */
export async function assertOk(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
