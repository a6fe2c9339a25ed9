import { describe, expect, it } from "vitest";

import { applyPair } from "../../bench/lib/apply-pairs.mjs";
import {
  apiWriteTargets,
  evaluateFloorTargets,
  floorSections,
  pageFloorTargets,
  signedInTargets,
  type ApiLoad,
  type LighthousePage,
} from "../../bench/lib/floor-targets.mjs";

const load = (rps: number, p99: number) => ({ rps, p50: p99 / 2, p99 });
const page = (over: Partial<LighthousePage> = {}): LighthousePage => ({
  url: "http://127.0.0.1:3410/talent",
  runs: 1,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  jsBytes: 150_000,
  totalBytes: 200_000,
  performanceRuns: [95],
  failedAudits: [],
  ...over,
});
const api = (rps: number, errors = 0, requests = 100): ApiLoad => ({
  method: "GET",
  path: "/api/x",
  rps,
  p50: 10,
  p99: 20,
  requests,
  errors,
});
const passes = (checks: { target: string; pass: boolean }[]) =>
  Object.fromEntries(checks.map((c) => [c.target, c.pass]));

describe("the page targets against the bare dynamic page", () => {
  it("holds /jobs to half the dynamic floor's throughput and twice its p99, each variant on its own", () => {
    const checks = pageFloorTargets(
      { "floor dynamic": load(400, 100), jobs: load(200, 200), "jobs 3 filters": load(199, 201) },
      undefined,
    );
    expect(passes(checks)).toEqual({
      "/jobs ≥ 0.5× bare dynamic page req/s": true,
      "/jobs p99 ≤ 2× bare dynamic page p99": true,
      "/jobs (3 filters) ≥ 0.5× bare dynamic page req/s": false,
      "/jobs (3 filters) p99 ≤ 2× bare dynamic page p99": false,
    });
  });

  it("measures / against 90 KiB of HTML, and says nothing when a figure is missing", () => {
    expect(pageFloorTargets(undefined, { home: 90 * 1024 })[0]).toMatchObject({ pass: true, value: "90.0 KiB" });
    expect(pageFloorTargets(undefined, { home: 90 * 1024 + 1, floor: 17_000 })[0]).toMatchObject({
      pass: false,
      value: "90.0 KiB (bare page 16.6 KiB)",
    });
    expect(pageFloorTargets({ jobs: load(1, 1) }, undefined)).toEqual([]);
  });
});

describe("the signed-in pages' targets", () => {
  it("allows 5 points of Performance and 1.5× the bare page's JavaScript, and needs Accessibility 100 and no shift", () => {
    const checks = signedInTargets({
      floor: page({ performance: 98, jsBytes: 100_000 }),
      "talent dashboard": page({ performance: 93, jsBytes: 150_000 }),
      "pipeline board": page({
        performance: 92,
        jsBytes: 150_001,
        accessibility: 96,
        failedAudits: ["label-content-name-mismatch", "bf-cache"],
        a11yFailures: ["label-content-name-mismatch: <button>"],
        cls: 0.01,
      }),
    });
    expect(passes(checks)).toEqual({
      "talent dashboard: Performance ≥ 93 (bare page 98 − 5)": true,
      "talent dashboard: Accessibility = 100": true,
      "talent dashboard: CLS = 0": true,
      "talent dashboard: JS ≤ 1.5× bare page (97.7 KiB)": true,
      "pipeline board: Performance ≥ 93 (bare page 98 − 5)": false,
      "pipeline board: Accessibility = 100": false,
      "pipeline board: CLS = 0": false,
      "pipeline board: JS ≤ 1.5× bare page (97.7 KiB)": false,
    });
    expect(checks.find((c) => c.target === "pipeline board: Accessibility = 100")?.value).toBe(
      "96 (label-content-name-mismatch: <button>)",
    );
  });

  it("lists the elements that shifted under the pages' table", () => {
    const md = floorSections({
      signedIn: {
        floor: page({}),
        "talent dashboard": page({ cls: 0.005, layoutShifts: ['0.005 main > p <p role="alert">'] }),
      },
    }).join("\n");
    expect(md).toContain('- talent dashboard: `layout shift 0.005 main > p <p role="alert">`');
  });
});

describe("the API targets with the fixtures", () => {
  it("needs 0.3× the bare handler, at least one answer, and not one error", () => {
    const checks = apiWriteTargets({
      floor: api(1000),
      "apply (distinct talents)": api(300),
      "applicants list (1,000)": api(0, 0, 0),
    });
    expect(checks.map((c) => c.pass)).toEqual([true, false]);
    expect(apiWriteTargets({ floor: api(1000), "apply (distinct talents)": api(900, 1) })[0]!.pass).toBe(false);
  });

  it("gathers every group, and writes a table for each that ran", () => {
    const results = {
      pageThroughput: { "floor dynamic": load(10, 10), jobs: load(10, 10) },
      apiWrites: { floor: api(10), "applicants list (1,000)": api(5) },
    };
    expect(evaluateFloorTargets(results).map((c) => c.group)).toEqual([
      "Page throughput",
      "Page throughput",
      "API (signed-in fixtures, PGlite)",
    ]);
    const md = floorSections(results).join("\n");
    expect(md).toContain("## API with the signed-in fixtures on PGlite");
    expect(md).not.toContain("on Postgres");
    expect(md).not.toContain("Signed-in pages");
  });

  it("holds the Postgres run of the same calls to the same targets, in a group and a table of its own", () => {
    const results = {
      apiWrites: { floor: api(10), "applicants list (1,000)": api(5) },
      apiWritesPostgres: { floor: api(10), "applicants list (1,000)": api(2) },
    };
    const checks = evaluateFloorTargets(results);
    expect(checks.map((c) => [c.group, c.pass])).toEqual([
      ["API (signed-in fixtures, PGlite)", true],
      ["API (signed-in fixtures, Postgres)", false],
    ]);
    expect(floorSections(results).join("\n")).toContain("## API with the signed-in fixtures on Postgres");
  });
});

describe("the apply load's pairs", () => {
  it("changes talent on every request and never repeats a pair, then runs out", () => {
    const pairs = Array.from({ length: 6 }, (_, n) => applyPair(n, 3, 2));
    expect(pairs).toEqual([
      { talent: 0, job: 0 },
      { talent: 1, job: 0 },
      { talent: 2, job: 0 },
      { talent: 0, job: 1 },
      { talent: 1, job: 1 },
      { talent: 2, job: 1 },
    ]);
    expect(applyPair(6, 3, 2)).toBeNull();
  });
});
