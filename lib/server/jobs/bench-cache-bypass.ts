import "server-only";

/** The request header a benchmark sends to read the job list cold (`x-bench-cache: bypass`). */
export const BENCH_CACHE_HEADER = "x-bench-cache";

/**
 * Whether this request reads jobs without the per-instance caches (list-jobs.ts, count-jobs.ts), so a benchmark
 * can draw the cold-query curve. Only a server started with BENCH_CACHE_BYPASS=1 (the bench's) honours the
 * header; anywhere else it is ignored, so no caller can make production skip its caches. Read from process.env
 * per call (a string compare) rather than env()'s parsed copy, so a test can turn it on and off.
 */
export function benchCacheBypassed(headers: Headers): boolean {
  return process.env.BENCH_CACHE_BYPASS === "1" && headers.get(BENCH_CACHE_HEADER) === "bypass";
}
