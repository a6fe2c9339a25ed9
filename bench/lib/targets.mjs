// The targets, each evaluated from one run's figures as { target, value, pass, detail }.
import { evaluateFloorTargets } from "./floor-targets.mjs";
import { liveTargets } from "./live-targets.mjs";
import { monthCloseTargets } from "./month-close-report.mjs";
import { scalingTargets } from "./scaling-targets.mjs";

const PUBLIC_PAGES = [
  "home",
  "for-talent",
  "fresh-talent",
  "jobs",
  "job page",
  "terms-and-conditions",
  "privacy-policy",
];
const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null);

export function evaluateTargets(results) {
  const checks = [];
  const add = (group, target, pass, value) => checks.push({ group, target, pass, value });

  const lh = results.lighthouse;
  if (lh) {
    const floor = lh.floor;
    for (const name of PUBLIC_PAGES) {
      const page = lh[name];
      if (!page) continue;
      const perfBar = floor.performance === 100 ? 100 : floor.performance - 2;
      add(
        "Lighthouse",
        `${name}: Performance ≥ ${perfBar} (bare page ${floor.performance})`,
        page.performance >= perfBar,
        `${page.performance} (runs ${page.performanceRuns.join("/")})`,
      );
      add(
        "Lighthouse",
        `${name}: Accessibility, Best Practices, SEO = 100`,
        page.accessibility === 100 && page.bestPractices === 100 && page.seo === 100,
        `${page.accessibility} / ${page.bestPractices} / ${page.seo}`,
      );
      add("Lighthouse", `${name}: CLS = 0`, page.cls === 0, String(page.cls));
      add(
        "JavaScript",
        `${name}: JS ≤ 1.25× bare page (${kb(floor.jsBytes)})`,
        page.jsBytes <= 1.25 * floor.jsBytes,
        `${kb(page.jsBytes)} = ${ratio(page.jsBytes, floor.jsBytes)}×`,
      );
    }
  }

  const pt = results.pageThroughput;
  if (pt) {
    // /jobs is rendered per request: floor-targets.mjs holds it to the bare dynamic page instead.
    const r = ratio(pt.home.rps, pt.floor.rps);
    add("Page throughput", "/ ≥ 0.8× bare page req/s", r >= 0.8, `${pt.home.rps} vs ${pt.floor.rps} req/s = ${r}×`);
  }

  const pg = results.scaling.postgres;
  const sizes = Object.keys(pg)
    .map(Number)
    .sort((a, b) => a - b);
  if (sizes.includes(1_000_000)) {
    const big = pg[1_000_000].filtered;
    add(
      "Scaling (Postgres)",
      "filtered /api/jobs at 1M: p99 < 50 ms (50 connections)",
      big.p99 < 50,
      `${big.p99} ms (bare handler in the same minute: p99 ${pg[1_000_000].floor?.p99} ms, p50 ${pg[1_000_000].floor?.p50} ms)`,
    );
    const small = pg[sizes[0]].filtered;
    const r = ratio(big.p50, small.p50);
    add(
      "Scaling (Postgres)",
      `filtered /api/jobs: p50(1M) ≤ 2× p50(${sizes[0].toLocaleString("en-US")})`,
      r <= 2,
      `${big.p50} vs ${small.p50} ms = ${r}×`,
    );
  }

  for (const [driver, run] of Object.entries(results.api ?? {})) {
    const floor = run.calls.floor;
    for (const name of ["jobs unfiltered", "jobs search", "jobs 3 filters"]) {
      const call = run.calls[name];
      if (!call) continue;
      const r = ratio(call.rps, floor.rps);
      add(
        `API (${driver}, ${run.jobs.toLocaleString("en-US")} jobs)`,
        `${name} ≥ 0.5× bare handler req/s`,
        r >= 0.5,
        `${call.rps} vs ${floor.rps} req/s = ${r}×`,
      );
    }
  }

  const errorSources = [];
  for (const [name, m] of Object.entries(results.pageThroughput ?? {})) errorSources.push([`page ${name}`, m.errors]);
  for (const [driver, run] of Object.entries(results.api ?? {}))
    for (const [name, m] of Object.entries(run.calls)) errorSources.push([`api ${driver} ${name}`, m.errors]);
  for (const [driver, bySize] of Object.entries(results.scaling))
    for (const [size, variants] of Object.entries(bySize))
      for (const [v, m] of Object.entries(variants)) errorSources.push([`scaling ${driver} ${size} ${v}`, m.errors]);
  for (const [driver, l] of Object.entries(results.login ?? {}))
    errorSources.push([`login ${driver}`, l.errors + (l.aloneErrors ?? 0)]);
  const withErrors = errorSources.filter(([, n]) => n > 0);
  // A run of other suites only (`--only live`) has no load runs to count.
  if (errorSources.length > 0)
    add(
      "Errors",
      `zero errors in all ${errorSources.length} load runs (non-2xx counted)`,
      withErrors.length === 0,
      withErrors.length ? withErrors.map(([n, e]) => `${n}: ${e}`).join("; ") : "0",
    );

  for (const [driver, l] of Object.entries(results.login ?? {})) {
    const r = ratio(l.p95, l.singleHashMs);
    add(
      `Login (${driver})`,
      "p95 at 10 concurrent logins ≤ 8× one hash",
      r <= 8,
      `${l.p95} ms vs ${l.singleHashMs} ms = ${r}×`,
    );
  }
  checks.push(...scalingTargets(results));
  checks.push(...evaluateFloorTargets(results));
  checks.push(...liveTargets(results));
  checks.push(...monthCloseTargets(results));
  return checks;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
