import "server-only";

/**
 * Whether this server serves the bench's floors (`/api/bench-floor`, `/test/bench-floor*`): only one started with
 * BENCH_FLOORS=1 (the bench's, bench/lib/server.mjs); anywhere else they answer 404 like any unknown path. Read
 * from process.env per call rather than env()'s parsed copy, so a test can turn it on and off.
 */
export function benchFloorsServed(): boolean {
  return process.env.BENCH_FLOORS === "1";
}
