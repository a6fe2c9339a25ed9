// The month close's targets and its RESULTS.md section (a table and the time curve by number of engagements).
import path from "node:path";

import { scalingSvg, writeChart } from "./chart.mjs";
import { MEMORY_LIMIT_MIB } from "./scaling-targets.mjs";

const CLOSE_LIMIT_SECONDS = 60;
const CLOSE_LIMIT_AT = 10_000;
// Per engagement, a larger close may cost at most this much more than the size before it: within noise, linear.
const LINEAR_SLACK = 1.25;

const n = (value) => (typeof value === "number" ? value.toLocaleString("en-US") : String(value ?? "–"));
const sortedSizes = (bySize) =>
  Object.keys(bySize ?? {})
    .map(Number)
    .sort((a, b) => a - b);
const peakOf = (memory) => (memory ? Math.max(memory.peakHwmMiB, memory.peakRssMiB) : null);
const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join(
    "\n",
  );

export function monthCloseTargets(results) {
  const bySize = results.monthClose;
  const sizes = sortedSizes(bySize);
  if (sizes.length === 0) return [];
  const checks = [];
  const add = (target, pass, value) => checks.push({ group: "Month close (Postgres)", target, pass, value });
  const atLimit = bySize[CLOSE_LIMIT_AT];
  if (atLimit)
    add(
      `${n(CLOSE_LIMIT_AT)} engagements closed in ≤ ${CLOSE_LIMIT_SECONDS} s`,
      atLimit.seconds <= CLOSE_LIMIT_SECONDS,
      `${atLimit.seconds.toFixed(1)} s (${n(atLimit.invoices)} invoices, ${n(atLimit.lines)} lines)`,
    );
  if (sizes.length > 1) {
    const steps = sizes.slice(1).map((size, i) => ({ size, before: sizes[i] }));
    const growth = steps.map(({ size, before }) => bySize[size].msPerEngagement / bySize[before].msPerEngagement);
    add(
      `grows no faster than linearly: ms per engagement at each size ≤ ${LINEAR_SLACK}× the size before`,
      growth.every((g) => g <= LINEAR_SLACK),
      sizes.map((s) => `${n(s)}: ${bySize[s].msPerEngagement} ms`).join(", "),
    );
  }
  const peaks = sizes.map((s) => [s, peakOf(bySize[s].memory)]).filter(([, peak]) => peak !== null);
  if (peaks.length > 0)
    add(
      `peak RSS ≤ ${MEMORY_LIMIT_MIB} MiB at every size (the close's process, seeding included)`,
      peaks.every(([, peak]) => peak <= MEMORY_LIMIT_MIB),
      peaks.map(([s, peak]) => `${n(s)}: ${peak} MiB`).join(", "),
    );
  return checks;
}

export async function monthCloseSection(results, outDir) {
  const bySize = results.monthClose;
  const sizes = sortedSizes(bySize);
  if (sizes.length === 0) return [];
  const curve = Object.fromEntries(
    sizes.map((s) => [s, { close: { seconds: bySize[s].seconds, "ms per engagement": bySize[s].msPerEngagement } }]),
  );
  const svg = scalingSvg({ postgres: curve }, "The month close on Postgres", {
    variants: ["close"],
    panels: ["seconds", "ms per engagement"],
    yLabel: { seconds: "seconds", "ms per engagement": "ms per engagement" },
    xLabel: "engagements closed (log scale)",
    legendNote: "flat per engagement = linear",
  });
  await writeChart(svg, path.join(outDir, "month-close.svg"), path.join(outDir, "month-close.png"));
  return [
    "## The month close by number of engagements (Postgres)",
    "",
    "`scripts/bench-month-close.ts` once per size, each on a fresh database in a process of its own: it seeds the engagements " +
      "(6 in 10 hourly with four approved weeks, 2 projects, 2 full-time; ten per company), closes November 2026 and closes it " +
      "again. Peak memory is the process tree's, sampled over the whole run, seeding included.",
    "",
    table(
      ["Engagements", "Close s", "ms per engagement", "Invoices", "Lines", "Closed again s", "Peak RSS MiB"],
      sizes.map((s) => {
        const m = bySize[s];
        return [
          n(s),
          m.seconds.toFixed(1),
          m.msPerEngagement,
          n(m.invoices),
          n(m.lines),
          m.againSeconds.toFixed(2),
          n(peakOf(m.memory)),
        ];
      }),
    ),
    "",
    "![The month close's time and time per engagement by number of engagements](month-close.png)",
    "",
    "Vector version: [month-close.svg](month-close.svg).",
    "",
  ];
}
