// Lighthouse 12 (mobile preset, its default) on Debian's Chromium via chrome-launcher; nothing is downloaded.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { onCleanup } from "./processes.mjs";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** One Lighthouse run's figures: scores 0-100, LCP/TBT in ms, CLS, bytes transferred. */
function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    jsBytes: bytes("script"),
    totalBytes: bytes("total"),
    failedAudits: failed,
    // What the console said, and which elements failed an accessibility audit, so a miss can be traced.
    consoleErrors: (lhr.audits["errors-in-console"]?.details?.items ?? []).map(
      (item) =>
        `${item.source}: ${String(item.description).slice(0, 240)}${(item.sourceLocation?.url ?? item.url) ? ` (${item.sourceLocation?.url ?? item.url})` : ""}`,
    ),
    a11yFailures: failed.flatMap((id) =>
      (lhr.categories.accessibility?.auditRefs ?? []).some((ref) => ref.id === id)
        ? (lhr.audits[id].details?.items ?? [])
            .slice(0, 3)
            .map((item) => `${id}: ${item.node?.snippet?.slice(0, 200) ?? ""}`)
        : [],
    ),
    // The elements that moved, when something did (CLS > 0), so a shift can be traced to its cause.
    layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).slice(0, 3).map((item) => {
      const causes = (item.subItems?.items ?? []).map(
        (sub) => `${sub.cause}${sub.extra?.url ? ` ${sub.extra.url}` : ""}`,
      );
      return `${Number(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? ""} ${item.node?.snippet?.slice(0, 160) ?? ""}${causes.length > 0 ? ` (${causes.join("; ")})` : ""}`.trim();
    }),
    // The largest contentful paint's element and where its time went (TTFB, load delay, load, render delay).
    lcpElement: lcpElementOf(lhr),
    runtimeError: lhr.runtimeError?.message,
    finalUrl: lhr.finalDisplayedUrl, // differs from the URL asked for when the page redirected (e.g. to sign in)
  };
}

function lcpElementOf(lhr) {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) return null;
  const phases = (tables[1]?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(", ");
  return `${node.selector ?? ""} ${node.snippet?.slice(0, 160) ?? ""}${phases ? ` (${phases})` : ""}`.trim();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Median of `runs` runs per number (the run lists are kept for the scores' spread). */
function combine(runs) {
  const first = runs[0];
  const out = { ...first, runs: runs.length };
  for (const key of [
    "performance",
    "accessibility",
    "bestPractices",
    "seo",
    "lcpMs",
    "tbtMs",
    "cls",
    "jsBytes",
    "totalBytes",
  ]) {
    out[key] = median(runs.map((run) => run[key]));
  }
  out.performanceRuns = runs.map((run) => run.performance);
  out.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits))];
  out.layoutShifts = [...new Set(runs.flatMap((run) => run.layoutShifts ?? []))].slice(0, 5);
  return out;
}

/**
 * Audits each { name, url } with `runs` runs each, interleaved (floor, page, page, …) so noise hits all alike.
 * One Chromium for the whole batch, closed however this ends.
 */
export async function auditPages(pages, { runs = 1, log = () => {}, beforePage } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const forget = onCleanup(() => chrome.kill());
  try {
    const collected = new Map(pages.map((page) => [page.name, []]));
    for (let round = 0; round < runs; round += 1) {
      for (const page of pages) {
        await beforePage?.(page, chrome.port); // e.g. a signed-in page's session cookie into the browser
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        const summary = summarise(result.lhr);
        collected.get(page.name).push(summary);
        log(
          `  lighthouse ${page.name} (${round + 1}/${runs}): perf ${summary.performance}, a11y ${summary.accessibility}, bp ${summary.bestPractices}, seo ${summary.seo}, JS ${summary.jsBytes} B`,
        );
      }
    }
    return Object.fromEntries(
      pages.map((page) => [page.name, { url: page.url, ...combine(collected.get(page.name)) }]),
    );
  } finally {
    await chrome.kill();
    forget();
  }
}
