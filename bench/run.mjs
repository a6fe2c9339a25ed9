// `npm run bench [-- --quick]`: builds the app, measures it against its floors, writes bench/results.json and
// bench/RESULTS.md (with the scaling charts). `--only scaling|live` and the size flags: see lib/scaling-args.mjs. Everything it starts is stopped however it ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { coldJobsPoint } from "./lib/cold-jobs.mjs";
import { dropPglite, dropPostgres, freshPglite, freshPostgres, seed } from "./lib/database.mjs";
import { directorySuite } from "./lib/directory.mjs";
import { fixtureApiOnPostgres, fixtureRuns } from "./lib/fixture-runs.mjs";
import { liveSuite } from "./lib/live.mjs";
import { sampleMemory } from "./lib/memory.mjs";
import { monthCloseSuite } from "./lib/month-close.mjs";
import { htmlBytes } from "./lib/page-bytes.mjs";
import { cleanupAll, onCleanup } from "./lib/processes.mjs";
import { writeReport } from "./lib/report.mjs";
import { applySizeArgs, SCALING_ARGS } from "./lib/scaling-args.mjs";
import { build, startServer } from "./lib/server.mjs";
import { apiSuite, loginSuite, pagesSuite, pageThroughputSuite, registerTalent, scalingPoint } from "./lib/suites.mjs";

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    ...SCALING_ARGS,
  },
});

const PROFILES = {
  full: {
    pgliteSizes: [1_000, 10_000, 100_000],
    postgresSizes: [1_000, 10_000, 100_000, 1_000_000],
    talentSizes: [1_000, 10_000, 100_000],
    monthCloseSizes: [1_000, 10_000, 50_000],
    mainSize: 10_000,
    duration: 10,
    scalingDuration: 8,
    warmup: 2,
    lighthouseRuns: 3,
    loginDuration: 10,
    live: { streams: 500, messages: 200, rate: 4 },
  },
  quick: {
    pgliteSizes: [1_000, 10_000],
    postgresSizes: [],
    talentSizes: [],
    monthCloseSizes: [],
    mainSize: 10_000,
    duration: 2,
    scalingDuration: 2,
    warmup: 1,
    lighthouseRuns: 1,
    loginDuration: 3,
    // Fewer streams and messages: the report's row says how many were open.
    live: { streams: 100, messages: 60, rate: 4 },
  },
};
const profile = applySizeArgs(PROFILES[args.quick ? "quick" : "full"], args);
const port = Number(process.env.BENCH_PORT || 3400);
const outDir = path.resolve(args.out ?? "bench");
const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const results = {
  mode: args.quick ? "quick" : "full",
  startedAt: new Date(started).toISOString(),
  machine: {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((n) => +n.toFixed(2)),
  },
  profile,
  scaling: { pglite: {}, postgres: {} },
  scalingCold: { postgres: {} },
  memory: { pglite: {}, postgres: {} },
};

/** Seeds a database up to each size in turn (adding only the difference) and runs `atSize` on a fresh server. */
async function eachSize(database, sizes, atSize) {
  let generated = 0;
  for (const size of sizes) {
    log(`${database.kind}: seeding to ${size.toLocaleString("en-US")} generated jobs…`);
    const seedStarted = Date.now();
    await seed(database, size - generated);
    generated = size;
    log(`${database.kind}: seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s; starting the server`);
    const server = await startServer({ port, database });
    const memory = sampleMemory(server.child.pid);
    try {
      await atSize(size, server.origin);
    } finally {
      results.memory[database.kind][size] = memory.stop();
      await server.stop();
    }
  }
}

async function pgliteRuns() {
  const database = freshPglite(path.resolve(".data-bench"));
  onCleanup(() => dropPglite(database));
  await eachSize(database, profile.pgliteSizes, async (size, origin) => {
    results.scaling.pglite[size] = await scalingPoint(origin, {
      duration: profile.scalingDuration,
      warmup: profile.warmup,
      log,
      label: `pglite ${size}`,
    });
    if (size !== profile.mainSize || profile.onlyScaling) return;
    log("pages: Lighthouse (mobile)…");
    results.lighthouse = await pagesSuite(origin, { runs: profile.lighthouseRuns, log });
    log("pages: throughput…");
    results.pageThroughput = await pageThroughputSuite(origin, {
      duration: profile.duration,
      warmup: profile.warmup,
      log,
    });
    results.htmlBytes = await htmlBytes(origin);
    const talent = await registerTalent(origin);
    log(`api on PGlite at ${size.toLocaleString("en-US")} jobs…`);
    results.api = {
      pglite: {
        jobs: size,
        calls: await apiSuite(origin, { duration: profile.duration, warmup: profile.warmup, talent, log }),
      },
    };
    log("login…");
    results.login = { pglite: await loginSuite(origin, { duration: profile.loginDuration, talent, log }) };
  });
  dropPglite(database);
}

async function postgresRuns() {
  if (profile.postgresSizes.length === 0) return;
  const database = await freshPostgres();
  if (database.unavailable) {
    log(`Postgres skipped: ${database.unavailable}`);
    results.postgresSkipped = database.unavailable;
    return;
  }
  const forget = onCleanup(() => dropPostgres(database));
  results.postgresDatabase = database.name;
  await eachSize(database, profile.postgresSizes, async (size, origin) => {
    results.scaling.postgres[size] = await scalingPoint(origin, {
      duration: profile.scalingDuration,
      warmup: profile.warmup,
      log,
      label: `postgres ${size}`,
    });
    results.scalingCold.postgres[size] = await coldJobsPoint(origin, {
      duration: profile.scalingDuration,
      warmup: profile.warmup,
      log,
      label: `postgres ${size}`,
    });
    if (size !== profile.mainSize || profile.onlyScaling) return;
    const talent = await registerTalent(origin);
    log(`api on Postgres at ${size.toLocaleString("en-US")} jobs…`);
    results.api.postgres = {
      jobs: size,
      calls: await apiSuite(origin, { duration: profile.duration, warmup: profile.warmup, talent, log }),
    };
    log("login on Postgres…");
    results.login.postgres = await loginSuite(origin, { duration: profile.loginDuration, talent, log });
  });
  await dropPostgres(database);
  forget();
}

async function monthCloseRuns() {
  if (profile.monthCloseSizes.length === 0) return;
  results.monthClose = await monthCloseSuite({ sizes: profile.monthCloseSizes, log });
}

let failed;
try {
  if (profile.onlyMonthClose) await monthCloseRuns();
  else {
    await allRuns();
    if (!profile.onlyScaling && !profile.onlyLive) await monthCloseRuns();
  }
} catch (error) {
  failed = error;
  console.error(`[bench] failed: ${error?.stack ?? error}`);
} finally {
  await cleanupAll();
}

async function allRuns() {
  if (args["skip-build"]) log("build skipped (--skip-build)");
  else {
    log("building the production app into .next-bench…");
    const buildStarted = Date.now();
    await build();
    results.buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
    log(`built in ${results.buildSeconds} s`);
  }
  if (!profile.onlyLive) {
    await pgliteRuns();
    await fixtureRuns({ port, profile, log, results });
    if (profile.postgresSizes.length > 0 && !profile.onlyScaling)
      await fixtureApiOnPostgres({ port, profile, log, results });
    await postgresRuns();
  }
  if (!profile.onlyScaling) {
    // Two instances: A on the bench's port, B on the next one.
    results.live = await liveSuite({ ports: [port, port + 1], ...profile.live, log });
    if (results.live.skipped) log(`live skipped: ${results.live.skipped}`);
  }
  if (profile.talentSizes.length > 0 && !profile.onlyLive) {
    results.directory = await directorySuite({
      port,
      sizes: profile.talentSizes,
      duration: profile.scalingDuration,
      warmup: profile.warmup,
      log,
    });
  }
}

results.durationSeconds = Math.round((Date.now() - started) / 1000);
results.failed = failed ? String(failed.message ?? failed).slice(0, 2000) : undefined;
if (
  results.lighthouse ||
  Object.keys(results.scaling.pglite).length > 0 ||
  results.directory ||
  results.live ||
  results.monthClose
) {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  await writeReport(results, outDir);
  await cleanupAll();
  log(`wrote bench/results.json and bench/RESULTS.md in ${results.durationSeconds} s`);
}
process.exit(failed ? 1 : 0);
