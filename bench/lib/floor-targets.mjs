// Issue 17's targets against the second floor (a bare page rendered per request), the signed-in pages and the
// API writes, each as { group, target, pass, value } like targets.mjs, plus their tables for RESULTS.md.

// For display only: each target compares the raw figures, so 0.497× never passes as a rounded 0.5×.
const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export const HOME_HTML_MAX_BYTES = 90 * 1024;
export const SIGNED_IN_PAGES = ["talent dashboard", "profile editor", "pipeline board", "vetting queue"];
export const DYNAMIC_PAGES = { jobs: "/jobs", "jobs 3 filters": "/jobs (3 filters)" };

/** `/jobs` (both variants) against the bare dynamic page; `/` against the bare static page and its HTML size. */
export function pageFloorTargets(pageThroughput, htmlBytes) {
  const checks = [];
  const add = (group, target, pass, value) => checks.push({ group, target, pass, value });
  const dynamicFloor = pageThroughput?.["floor dynamic"];
  if (dynamicFloor) {
    for (const [name, label] of Object.entries(DYNAMIC_PAGES)) {
      const page = pageThroughput[name];
      if (!page) continue;
      const r = ratio(page.rps, dynamicFloor.rps);
      add(
        "Page throughput",
        `${label} ≥ 0.5× bare dynamic page req/s`,
        dynamicFloor.rps > 0 && page.rps >= 0.5 * dynamicFloor.rps,
        `${page.rps} vs ${dynamicFloor.rps} req/s = ${r}×`,
      );
      const p = ratio(page.p99, dynamicFloor.p99);
      add(
        "Page throughput",
        `${label} p99 ≤ 2× bare dynamic page p99`,
        dynamicFloor.p99 > 0 && page.p99 <= 2 * dynamicFloor.p99,
        `${page.p99} vs ${dynamicFloor.p99} ms = ${p}×`,
      );
    }
  }
  if (htmlBytes?.home !== undefined) {
    add(
      "Page size",
      `/ HTML ≤ ${kib(HOME_HTML_MAX_BYTES)} uncompressed`,
      htmlBytes.home <= HOME_HTML_MAX_BYTES,
      `${kib(htmlBytes.home)}${htmlBytes.floor ? ` (bare page ${kib(htmlBytes.floor)})` : ""}`,
    );
  }
  return checks;
}

/** Performance within 5 points of the bare page audited in the same batch, Accessibility 100, CLS 0, JS ≤ 1.5×. */
export function signedInTargets(signedIn) {
  const checks = [];
  if (!signedIn?.floor) return checks;
  const add = (target, pass, value) => checks.push({ group: "Signed-in pages", target, pass, value });
  const floor = signedIn.floor;
  for (const name of SIGNED_IN_PAGES) {
    const page = signedIn[name];
    if (!page) continue;
    add(
      `${name}: Performance ≥ ${floor.performance - 5} (bare page ${floor.performance} − 5)`,
      page.performance >= floor.performance - 5,
      `${page.performance} (runs ${page.performanceRuns.join("/")})${page.runtimeError ? `; ${page.runtimeError}` : ""}`,
    );
    add(
      `${name}: Accessibility = 100`,
      page.accessibility === 100,
      `${page.accessibility}${page.a11yFailures?.length ? ` (${page.a11yFailures.join("; ")})` : ""}`,
    );
    add(`${name}: CLS = 0`, page.cls === 0, String(page.cls));
    add(
      `${name}: JS ≤ 1.5× bare page (${kib(floor.jsBytes)})`,
      page.jsBytes <= 1.5 * floor.jsBytes,
      `${kib(page.jsBytes)} = ${ratio(page.jsBytes, floor.jsBytes)}×`,
    );
  }
  return checks;
}

export const API_WRITE_CALLS = ["apply (distinct talents)", "applicants list (1,000)"];

/** Each call at 50 connections: ≥ 0.3× the bare handler's req/s in the same minute, and no error at all. */
export function apiWriteTargets(apiWrites, database = "PGlite") {
  const checks = [];
  if (!apiWrites?.floor) return checks;
  for (const name of API_WRITE_CALLS) {
    const call = apiWrites[name];
    if (!call) continue;
    const r = ratio(call.rps, apiWrites.floor.rps);
    checks.push({
      group: `API (signed-in fixtures, ${database})`,
      target: `${call.method} ${call.path}: ≥ 0.3× bare handler req/s, zero errors`,
      pass: apiWrites.floor.rps > 0 && call.rps >= 0.3 * apiWrites.floor.rps && call.errors === 0 && call.requests > 0,
      value: `${call.rps} vs ${apiWrites.floor.rps} req/s = ${r}×; ${call.requests} requests, errors ${call.errors}`,
    });
  }
  return checks;
}

export function evaluateFloorTargets(results) {
  return [
    ...pageFloorTargets(results.pageThroughput, results.htmlBytes),
    ...signedInTargets(results.signedIn),
    ...apiWriteTargets(results.apiWrites),
    ...apiWriteTargets(results.apiWritesPostgres, "Postgres"),
  ];
}

const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join(
    "\n",
  );

/** RESULTS.md's sections for the signed-in pages and the API writes (empty when neither ran). */
export function floorSections(results) {
  const md = [];
  const si = results.signedIn;
  if (si?.floor) {
    md.push(
      `## Signed-in pages: Lighthouse 12, mobile preset, with the session cookie (median of ${si.floor.runs} run${si.floor.runs > 1 ? "s" : ""})`,
      "",
      "On their own database (`.data-bench-fixtures`, `scripts/bench-fixtures.ts`): the talent's pages for a vetted talent with a complete " +
        "profile and two applications, the pipeline board of a job with 200 applications, the manager's vetting queue; the bare page audited in the same batch.",
      "",
      table(
        ["Page", "Perf", "A11y", "Best pr.", "LCP ms", "TBT ms", "CLS", "JS", "JS vs bare", "Failed audits"],
        Object.entries(si).map(([name, p]) => [
          name === "floor" ? "**bare page (floor)**" : `${name} (\`${new URL(p.url).pathname}\`)`,
          p.performance,
          p.accessibility,
          p.bestPractices,
          p.lcpMs,
          p.tbtMs,
          p.cls,
          kib(p.jsBytes),
          `${ratio(p.jsBytes, si.floor.jsBytes)}×`,
          p.failedAudits.join(", ") || "none",
        ]),
      ),
      "",
    );
    for (const [name, p] of Object.entries(si)) {
      const shifts = (p.layoutShifts ?? []).map((line) => `layout shift ${line}`);
      const lcp = p.lcpElement && name !== "floor" ? [`LCP ${p.lcpElement}`] : [];
      for (const line of [...(p.consoleErrors ?? []), ...(p.a11yFailures ?? []), ...shifts, ...lcp])
        md.push(`- ${name}: \`${line.replaceAll("`", "'").replaceAll("\n", " ")}\``);
    }
    md.push("");
  }
  for (const [aw, database] of [
    [results.apiWrites, "PGlite"],
    [results.apiWritesPostgres, "Postgres"],
  ]) {
    if (!aw?.floor) continue;
    md.push(
      `## API with the signed-in fixtures on ${database} (50 connections)`,
      "",
      "`POST /api/talent/applications` sends every request as another vetted talent (its own token) to an open job it has not applied to; " +
        "`GET /api/client/jobs/{id}/applications` reads a job with 1,000 applications as its recruiter (the board's first load: every stage's first 50 and each stage's count).",
      "",
      table(
        ["Call", "req/s", "vs bare", "p50 ms", "p99 ms", "requests", "errors", "bytes per response"],
        Object.entries(aw).map(([name, m]) => [
          name === "floor" ? "**bare handler (floor)**" : `${name}: \`${m.method} ${m.path}\``,
          m.rps,
          `${ratio(m.rps, aw.floor.rps)}×`,
          m.p50,
          m.p99,
          m.requests,
          m.errors,
          m.bytesPerResponse ?? "–",
        ]),
      ),
      "",
    );
  }
  return md;
}
