// Profiles the signed-in API calls of the bench on PGlite (or a fresh Postgres database with --postgres) (login at 10 workers, apply and the 1,000-card
// applicants list at 50 connections): fresh fixtures, the built server under `node --cpu-prof`, then where each
// call's CPU went (bench/profile-split.mjs), for the samples taken during that call's load only.
//
//   node bench/profile-writes.mjs [--dist .next] [--port 3441] [-d 10] [--top 8] [--postgres] [login|apply|list]...
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

import { applyPair } from "./lib/apply-pairs.mjs";
import { dropPglite, dropPostgres, freshPglite, freshPostgres, seed } from "./lib/database.mjs";
import { seedFixtures } from "./lib/fixtures.mjs";
import { loginLoad } from "./lib/login.mjs";
import { startServer } from "./lib/server.mjs";
import { API_KEY, registerTalent } from "./lib/suites.mjs";
import { formatSplit, splitProfile } from "./profile-split.mjs";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: "string", default: process.env.NEXT_DIST_DIR || ".next" },
    port: { type: "string", default: "3441" },
    duration: { type: "string", short: "d", default: "10" },
    top: { type: "string", default: "8" },
    postgres: { type: "boolean", default: false },
  },
});
const calls = positionals.length > 0 ? positionals : ["login", "apply", "list"];
const origin = `http://127.0.0.1:${args.port}`;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "profile-writes-"));
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const duration = Number(args.duration);
const apiHeaders = { "X-API-KEY": API_KEY, Accept: "application/json" };

const database = args.postgres ? await freshPostgres() : freshPglite(path.resolve(".data-profile-writes"));
if (database.unavailable) throw new Error(`no Postgres: ${database.unavailable}`);
await seed(database, 0);
const fixtures = await seedFixtures(database);
const server = await startServer({
  port: args.port,
  database,
  dist: args.dist,
  nodeArgs: ["--cpu-prof", "--cpu-prof-dir", outDir],
});
const runs = [];
const timed = async (name, work) => {
  const from = monotonicUs();
  const summary = await work();
  runs.push({ name, from, to: monotonicUs(), summary });
};
const cannon = (request) => autocannon({ url: origin, connections: 50, duration, timeout: 30, requests: [request] });
try {
  if (calls.includes("login")) {
    const talent = await registerTalent(origin);
    await timed("login", () =>
      loginLoad({
        origin,
        apiKey: API_KEY,
        email: talent.email,
        password: talent.password,
        concurrency: 10,
        durationS: duration,
      }),
    );
  }
  if (calls.includes("apply")) {
    let next = 0;
    const { talents, jobs } = fixtures;
    await timed("apply", async () => {
      const r = await cannon({
        method: "POST",
        path: "/api/talent/applications",
        setupRequest: (request) => {
          const pair = applyPair(next++, talents.length, jobs.openSlugs.length) ?? { talent: 0, job: 0 };
          return {
            ...request,
            headers: {
              ...apiHeaders,
              "Content-Type": "application/json",
              Authorization: `Bearer ${talents[pair.talent].token}`,
            },
            body: JSON.stringify({ job_slug: jobs.openSlugs[pair.job], cover_note: "I would love to help." }),
          };
        },
      });
      return {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        total: r.requests.total,
      };
    });
  }
  if (calls.includes("list")) {
    const headers = { ...apiHeaders, Authorization: `Bearer ${fixtures.recruiter.token}` };
    await timed("list", async () => {
      const r = await cannon({
        method: "GET",
        path: `/api/client/jobs/${fixtures.jobs.listJobId}/applications`,
        headers,
      });
      return {
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        total: r.requests.total,
      };
    });
  }
} finally {
  await server.stop(15_000); // V8 writes the profile as the server exits
  if (database.url) await dropPostgres(database);
  else dropPglite(database);
}
const file = fs.readdirSync(outDir).find((name) => name.endsWith(".cpuprofile"));
const profile = JSON.parse(fs.readFileSync(path.join(outDir, file), "utf8"));
console.log(`profile: ${path.join(outDir, file)}\n`);
for (const { name, from, to, summary } of runs) {
  console.log(`${name}: ${JSON.stringify(summary)}`);
  const requests = summary.total ?? summary.logins;
  console.log(formatSplit(splitProfile(profile, { from, to }), { requests, top: Number(args.top) }));
  console.log("");
}
