// RESULTS.md's sections for the cold /api/jobs curve, the directory's curve (each with a chart) and memory.
import path from "node:path";

import { scalingSvg, writeChart } from "./chart.mjs";
import { DIRECTORY_QUERIES } from "./directory.mjs";
import { monthCloseSection } from "./month-close-report.mjs";
import { MEMORY_LIMIT_MIB } from "./scaling-targets.mjs";

const VARIANTS = ["unfiltered", "filtered", "search", "eligible", "overlap", "floor"];
const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join(
    "\n",
  );
const n = (value) => (typeof value === "number" ? value.toLocaleString("en-US") : String(value ?? "–"));
const sortedSizes = (bySize) =>
  Object.keys(bySize ?? {})
    .map(Number)
    .sort((a, b) => a - b);
const cell = (m) => (m ? `${m.p50} / ${m.p99} (${n(m.rps)}/s)` : "–");
const label = (v) => (v === "floor" ? "bare handler" : v);

async function coldSection(results, outDir) {
  const cold = results.scalingCold?.postgres;
  const sizes = sortedSizes(cold);
  if (sizes.length === 0) return [];
  const svg = scalingSvg(
    { cached: results.scaling.postgres, cold },
    "GET /api/jobs on Postgres, cold and cached (ms, 50 connections)",
    {
      driverLabel: (driver) => driver,
      dashed: (driver) => driver === "cached",
      legendNote: "solid: cold (x-bench-cache: bypass), dashed: cached",
    },
  );
  await writeChart(svg, path.join(outDir, "scaling-cold.svg"), path.join(outDir, "scaling-cold.png"));
  return [
    "## Scaling, cold: `GET /api/jobs` without the per-instance caches (Postgres, 50 connections)",
    "",
    "Each request carries `x-bench-cache: bypass`, which only the bench's server honours (`BENCH_CACHE_BYPASS=1`), so the page and its " +
      "total are read from the database every time: what the first request for a filter combination costs after any write. p50 / p99 ms (req/s).",
    "",
    table(
      ["Jobs", ...VARIANTS.map(label)],
      sizes.map((s) => [n(s), ...VARIANTS.map((v) => cell(cold[s][v]))]),
    ),
    "",
    "Where each total comes from, cold: unfiltered and category / type / level from `job_counts`; eligibility and overlap from " +
      "`job_fit_counts` (open jobs per category, type, level, hires-anywhere and required overlap, kept by the same triggers) plus the " +
      "restricted jobs of the country through their partial GIN index; the text search counts its matching rows through the GIN " +
      "index, since the API answers the true total, so its cost grows with the number of matches. Each page itself is read " +
      "from a posted-order partial index and stops after 12 rows.",
    "",
    "![GET /api/jobs p50 and p99 on Postgres by number of jobs, cold solid, cached dashed](scaling-cold.png)",
    "",
    "Vector version: [scaling-cold.svg](scaling-cold.svg).",
    "",
  ];
}

async function directorySection(results, outDir) {
  const directory = results.directory;
  if (directory?.skipped) return ["## Directory: `GET /api/client/talent`", "", `Skipped: ${directory.skipped}`, ""];
  const sizes = sortedSizes(directory?.bySize);
  if (sizes.length === 0) return [];
  const variants = [...Object.keys(DIRECTORY_QUERIES), "floor"];
  const svg = scalingSvg({ postgres: directory.bySize }, "GET /api/client/talent on Postgres (ms, 50 connections)", {
    variants,
    xLabel: "vetted talent in the database (log scale)",
    legendNote: "team hours: Lagos 09:00–17:00",
  });
  await writeChart(svg, path.join(outDir, "scaling-directory.svg"), path.join(outDir, "scaling-directory.png"));
  return [
    "## Directory: `GET /api/client/talent` by number of vetted talent (Postgres, 50 connections)",
    "",
    "A recruiter whose team works 09:00–17:00 in Lagos searches: " +
      Object.entries(DIRECTORY_QUERIES)
        .map(([v, p]) => `${v} \`${p}\``)
        .join(", ") +
      ". Generated talent (`db:seed --talent N`) come on top of the demo talent. p50 / p99 ms (req/s), and how many talent matched.",
    "",
    table(
      ["Talent", ...variants.map(label), ...Object.keys(DIRECTORY_QUERIES).map((v) => `${v} matches`)],
      sizes.map((s) => [
        n(s),
        ...variants.map((v) => cell(directory.bySize[s][v])),
        ...Object.keys(DIRECTORY_QUERIES).map((v) => n(directory.bySize[s][v]?.matches)),
      ]),
    ),
    "",
    "![GET /api/client/talent p50 and p99 by number of talent](scaling-directory.png)",
    "",
    "Vector version: [scaling-directory.svg](scaling-directory.svg).",
    "",
  ];
}

function memorySection(results) {
  const rows = [];
  for (const [driver, bySize] of Object.entries(results.memory ?? {})) {
    for (const s of sortedSizes(bySize))
      rows.push([
        driver === "pglite" ? "PGlite" : "Postgres",
        `${n(s)} jobs`,
        bySize[s].peakRssMiB,
        bySize[s].peakHwmMiB,
        bySize[s].processes,
      ]);
  }
  for (const s of sortedSizes(results.directory?.memory)) {
    const m = results.directory.memory[s];
    rows.push(["Postgres", `${n(s)} talent (directory)`, m.peakRssMiB, m.peakHwmMiB, m.processes]);
  }
  if (rows.length === 0) return [];
  return [
    `## Memory: the server's peak resident set (target ≤ ${MEMORY_LIMIT_MIB} MiB)`,
    "",
    "Sampled every 250 ms from `/proc/<pid>/status` over the server's process tree while it served each phase (one server per size): " +
      "the peak of the summed VmRSS, and the kernel's high-water mark VmHWM (which also catches peaks between samples). On PGlite the " +
      "database runs inside the server process, so its pages count here; on Postgres they live in Postgres' own processes.",
    "",
    table(["Database", "Phase", "peak VmRSS MiB", "VmHWM MiB", "processes"], rows),
    "",
  ];
}

/** The sections, in order; charts are written next to RESULTS.md. */
export async function scalingReport(results, outDir) {
  return [
    ...(await coldSection(results, outDir)),
    ...(await directorySection(results, outDir)),
    ...memorySection(results),
    ...(await monthCloseSection(results, outDir)),
  ];
}
