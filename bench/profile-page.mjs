// Profiles pages of the built app under load: starts the server as `npm start` does, with `node --cpu-prof`, loads each path with
// autocannon, stops the server (V8 writes the profile as it exits) and prints, per path, where its CPU time went
// (bench/profile-split.mjs) for the samples taken during that path's load only.
//
//   node bench/profile-page.mjs [--dist .next] [--port 3440] [--data-dir .data-profile] [-c 50] [-d 10] [--top 5] <path>...
//
// Build first (`npx next build`, or NEXT_DIST_DIR=<dir> for another build folder). The profile stays in
// --out (default a new folder under the system's temporary directory) for Chrome DevTools or speedscope.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

import { startArgs } from "../server/start-args.mjs";
import { start, stop } from "./lib/processes.mjs";
import { formatSplit, splitProfile } from "./profile-split.mjs";

const { values: args, positionals: paths } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: "string", default: process.env.NEXT_DIST_DIR || ".next" },
    port: { type: "string", default: process.env.BENCH_PORT || "3440" },
    "data-dir": { type: "string", default: ".data-profile" },
    connections: { type: "string", short: "c", default: "50" },
    duration: { type: "string", short: "d", default: "10" },
    warmup: { type: "string", default: "3" },
    top: { type: "string", default: "5" },
    out: { type: "string" },
  },
});
if (paths.length === 0) {
  console.error("usage: node bench/profile-page.mjs [--dist .next] [--port 3440] [-c 50] [-d 10] <path>...");
  process.exit(2);
}
if (!fs.existsSync(path.join(args.dist, "BUILD_ID"))) {
  console.error(`no production build in ${args.dist}: run \`npx next build\` first`);
  process.exit(1);
}

const origin = `http://127.0.0.1:${args.port}`;
const outDir = args.out ?? fs.mkdtempSync(path.join(os.tmpdir(), "profile-page-"));
fs.mkdirSync(outDir, { recursive: true });

/** V8 stamps samples with the monotonic clock in µs, as process.hrtime does in ns: the two can be compared. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function waitHealthy(child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become healthy within 120 s");
}

async function load(url) {
  const options = { url, connections: Number(args.connections) };
  await autocannon({ ...options, duration: Number(args.warmup) });
  const from = monotonicUs();
  const result = await autocannon({ ...options, duration: Number(args.duration) });
  const to = monotonicUs();
  return { from, to, result };
}

const env = {
  NODE_ENV: "production",
  NEXT_DIST_DIR: args.dist,
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: args.port,
  SITE_URL: origin,
  DATA_DIR: args["data-dir"],
  SEED_ON_EMPTY: "true",
  DATABASE_URL: undefined,
};
let log = "";
const child = start(
  process.execPath,
  ["--cpu-prof", "--cpu-prof-dir", outDir, ...startArgs(), "-p", args.port, "-H", "127.0.0.1"],
  {
    env,
    log: (text) => (log = (log + text).slice(-4000)),
  },
);
const runs = [];
try {
  await waitHealthy(child);
  for (const pagePath of paths) {
    const response = await fetch(origin + pagePath);
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    runs.push({ pagePath, bytes, ...(await load(origin + pagePath)) });
  }
} catch (error) {
  console.error(`${error.message}\n${log}`);
  process.exitCode = 1;
} finally {
  await stop(child, 15_000);
}

const profileFile = fs
  .readdirSync(outDir)
  .filter((name) => name.endsWith(".cpuprofile"))
  .map((name) => path.join(outDir, name))[0];
if (!profileFile) {
  console.error(`no profile written in ${outDir}`);
  process.exit(1);
}
const profile = JSON.parse(fs.readFileSync(profileFile, "utf8"));
console.log(`profile: ${profileFile}\n`);
for (const { pagePath, bytes, from, to, result } of runs) {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${pagePath}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors, ${(bytes / 1024).toFixed(1)} KB HTML`,
  );
  console.log(`  window: --from ${from} --to ${to}`);
  const split = splitProfile(profile, { from, to });
  console.log(formatSplit(split, { requests: result.requests.total, top: Number(args.top) }));
  console.log("");
}
