// The scaling curve as an SVG line chart (log-scale job counts), rendered to PNG with Debian's Chromium.
import fs from "node:fs";
import { chromium } from "@playwright/test";

import { CHROMIUM } from "./lighthouse.mjs";
import { onCleanup } from "./processes.mjs";

const W = 880;
const H = 480;
const M = { top: 48, right: 250, bottom: 56, left: 64 };
const COLOURS = {
  unfiltered: "#1d4ed8",
  filtered: "#b91c1c",
  search: "#047857",
  eligible: "#7c3aed",
  overlap: "#c2410c",
  floor: "#9ca3af",
};
const esc = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;");

const DEFAULT_VARIANTS = ["unfiltered", "filtered", "search", "eligible", "overlap", "floor"];
const EXTRA_COLOURS = ["#0e7490", "#be185d", "#4d7c0f", "#a16207"];
const defaultLabel = (driver) => (driver === "pglite" ? "PGlite" : "Postgres");

/**
 * Two panels stacked: p50 on top, p99 below. byDriver: { pglite: { [size]: { [variant]: { p50, p99 } } }, postgres: … }.
 * Options for other curves: `variants` (their order), `driverLabel`/`dashed` (per byDriver key), `xLabel`, `legendNote`,
 * `panels` (the two figures of each point drawn, default p50 and p99) and `yLabel` (each panel's axis, by figure).
 */
export function scalingSvg(byDriver, title, options = {}) {
  const { variants = DEFAULT_VARIANTS, driverLabel = defaultLabel, dashed = (driver) => driver === "pglite" } = options;
  const { panels: figures = ["p50", "p99"] } = options;
  const panels = figures.map((p, i) => {
    const series = [];
    for (const [driver, bySize] of Object.entries(byDriver)) {
      const sizes = Object.keys(bySize)
        .map(Number)
        .sort((a, b) => a - b);
      if (sizes.length === 0) continue;
      for (const [index, variant] of variants.entries()) {
        series.push({
          label: `${driverLabel(driver)} ${variant === "floor" ? "bare handler" : variant}`,
          colour: COLOURS[variant] ?? EXTRA_COLOURS[index % EXTRA_COLOURS.length],
          dashed: dashed(driver),
          points: sizes
            .filter((size) => bySize[size][variant])
            .map((size) => ({ x: size, y: bySize[size][variant][p] })),
        });
      }
    }
    const yLabel = options.yLabel?.[p] ?? "latency (ms)";
    return `<svg x="0" y="${i * H}" width="${W}" height="${H}">${panel(series, `${title}: ${p}`, { ...options, yLabel })}</svg>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${2 * H}" viewBox="0 0 ${W} ${2 * H}" font-family="sans-serif" font-size="12">\n${panels.join("\n")}\n</svg>`;
}

function panel(
  series,
  title,
  {
    xLabel = "jobs in the database (log scale)",
    legendNote = "solid: Postgres, dashed: PGlite",
    yLabel = "latency (ms)",
  } = {},
) {
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const ys = series.flatMap((s) => s.points.map((p) => p.y));
  const xMin = Math.log10(Math.min(...xs));
  const xMax = Math.max(Math.log10(Math.max(...xs)), xMin + 1);
  const yMax = niceMax(Math.max(...ys, 1));
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const px = (x) => M.left + ((Math.log10(x) - xMin) / (xMax - xMin)) * plotW;
  const py = (y) => M.top + plotH - (y / yMax) * plotH;
  const parts = [
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${M.left}" y="28" font-size="16" font-weight="bold">${esc(title)}</text>`,
  ];
  for (let i = 0; i <= 5; i += 1) {
    const y = (yMax / 5) * i;
    parts.push(`<line x1="${M.left}" x2="${M.left + plotW}" y1="${py(y)}" y2="${py(y)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${M.left - 8}" y="${py(y) + 4}" text-anchor="end">${+y.toFixed(1)}</text>`);
  }
  for (const x of [...new Set(xs)].sort((a, b) => a - b)) {
    parts.push(`<line x1="${px(x)}" x2="${px(x)}" y1="${M.top}" y2="${M.top + plotH}" stroke="#f3f4f6"/>`);
    parts.push(`<text x="${px(x)}" y="${M.top + plotH + 18}" text-anchor="middle">${x.toLocaleString("en-US")}</text>`);
  }
  parts.push(`<text x="${M.left + plotW / 2}" y="${H - 12}" text-anchor="middle">${esc(xLabel)}</text>`);
  parts.push(
    `<text transform="translate(18 ${M.top + plotH / 2}) rotate(-90)" text-anchor="middle">${esc(yLabel)}</text>`,
  );
  parts.push(`<rect x="${M.left}" y="${M.top}" width="${plotW}" height="${plotH}" fill="none" stroke="#9ca3af"/>`);
  series.forEach((s, i) => {
    const colour = s.colour;
    const points = s.points.map((p) => `${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`).join(" ");
    parts.push(
      `<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2.5"${s.dashed ? ' stroke-dasharray="6 4"' : ""}/>`,
    );
    for (const p of s.points) parts.push(`<circle cx="${px(p.x)}" cy="${py(p.y)}" r="3.5" fill="${colour}"/>`);
    const ly = M.top + 10 + i * 22;
    const lx = M.left + plotW + 16;
    parts.push(
      `<line x1="${lx}" x2="${lx + 28}" y1="${ly}" y2="${ly}" stroke="${colour}" stroke-width="2.5"${s.dashed ? ' stroke-dasharray="6 4"' : ""}/>`,
    );
    parts.push(`<text x="${lx + 36}" y="${ly + 4}">${esc(s.label)}</text>`);
  });
  parts.push(
    `<text x="${M.left + plotW + 16}" y="${M.top + 10 + series.length * 22 + 8}" fill="#4b5563">${esc(legendNote)}</text>`,
  );
  return parts.join("\n");
}

function niceMax(value) {
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

/** Writes the SVG and a PNG screenshot of it (Chromium closed however this ends). */
export async function writeChart(svg, svgPath, pngPath) {
  fs.writeFileSync(svgPath, svg);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  const forget = onCleanup(() => browser.close());
  try {
    const page = await browser.newPage({ viewport: { width: W, height: 2 * H }, deviceScaleFactor: 2 });
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    await page.locator("body > svg").screenshot({ path: pngPath });
  } finally {
    await browser.close();
    forget();
  }
}
