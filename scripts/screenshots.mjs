// Saves every public page at 390 px and 1280 px wide to screenshots/ (full page, Chromium).
// Uses the server at SCREENSHOT_BASE_URL when given; otherwise starts the production build (run `npm run build`
// first) on SCREENSHOT_PORT (default 3302) with a throw-away embedded database, and stops it afterwards.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../playwright.config.ts";

const pages = [
  ["home", "/"],
  ["for-talent", "/for-talent"],
  ["fresh-talent", "/fresh-talent"],
  ["jobs", "/jobs"],
  ["jobs-filtered", "/jobs?category=1&sort=rate_high"],
  ["jobs-empty", "/jobs?search=zzzznotajob"],
  ["terms-and-conditions", "/terms-and-conditions"],
  ["privacy-policy", "/privacy-policy"],
  ["login", "/login"],
  ["signup-talent", "/signup/talent"],
  ["signup-recruiter", "/signup/recruiter"],
  ["admin", "/admin"],
  ["not-found", "/no-such-page"],
];
const widths = [390, 1280];

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

let server;
let baseUrl = process.env.SCREENSHOT_BASE_URL;
if (!baseUrl) {
  const port = process.env.SCREENSHOT_PORT ?? "3302";
  const dataDir = ".data-screenshots";
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
    stdio: "ignore",
    env: { ...process.env, DATA_DIR: dataDir },
    detached: true,
  });
  baseUrl = `http://127.0.0.1:${port}`;
}

fs.mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await waitFor(`${baseUrl}/api/health`, 120_000);
  const firstJob = await firstJobPath(baseUrl);
  if (firstJob) pages.push(["job", firstJob]);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      // Scroll through once so lazy images below the fold load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(250);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.warn(`  ! ${path} at ${width}px scrolls sideways by ${overflow}px`);
      const file = `screenshots/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`saved ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  if (server) process.kill(-server.pid, "SIGTERM");
}

async function firstJobPath(origin) {
  const html = await (await fetch(`${origin}/jobs`)).text();
  return html.match(/href="(\/jobs\/[^"?#]+)"/)?.[1];
}
