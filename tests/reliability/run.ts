// npm run test:reliability: starts production servers on loopback (ports 3500-3552), runs its
// parts, prints one table of figures and exits non-zero when any figure is off.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { checkBadInput } from "./parts/bad-input";
import { checkDatabaseOutage } from "./parts/db-outage";
import { checkCrashDurability } from "./parts/faults";
import { checkHeaders } from "./parts/headers";
import { checkLoad } from "./parts/load";
import { checkLockout, LOCKOUT_ENV } from "./parts/lockout";
import { checkMailCrash } from "./parts/mail-crash";
import { checkMailFloods } from "./parts/mail-floods";
import { checkRaces } from "./parts/races";
import { checkSharedLoginLimit, checkTwoInstances } from "./parts/two-instances";
import { register } from "./support/accounts";
import { api } from "./support/http";
import { HALF_WRITTEN_SQL, ORPHANS_SQL, queryDataDir } from "./support/pglite";
import { createDatabase, postgresReachable, query, type TestDatabase } from "./support/postgres";
import { renderTable, Report } from "./support/report";
import {
  API_KEY,
  distDir,
  hasProductionBuild,
  killAllServers,
  RAISED_LIMITS,
  runDir,
  startServer,
  stopServer,
  type Server,
} from "./support/servers";
import { TcpProxy } from "./support/tcp-proxy";

const LOGIN_FAILURE_LIMIT = 4;
const loadSeconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 30);
const lockoutSeconds = Number(process.env.RELIABILITY_LOCKOUT_SECONDS ?? 60);
const seed = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : Date.now() % 1_000_000_000;

const reports: Report[] = [];
const databases: TestDatabase[] = [];

// RELIABILITY_PARTS=1,6 runs only those parts (while working on them); the default is all of them.
const selected = process.env.RELIABILITY_PARTS?.split(",").map((p) => p.trim());
/** Whether any of these parts runs: servers only their parts use are not started for nothing. */
const anySelected = (...parts: string[]) => !selected || parts.some((p) => selected.includes(p));

async function part(name: string, run: () => Promise<Report | Report[]>): Promise<void> {
  if (selected && !selected.includes(name.split(" ")[0]!)) return;
  const started = Date.now();
  process.stdout.write(`… ${name}`);
  try {
    const result = await run();
    reports.push(...(Array.isArray(result) ? result : [result]));
  } catch (error) {
    const report = new Report(name);
    report.check("ran to the end", "no", "yes", false);
    report.note(error instanceof Error ? (error.stack ?? error.message) : String(error));
    reports.push(report);
  }
  process.stdout.write(` (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

function ensureBuild(): void {
  if (hasProductionBuild()) return;
  console.log(`No production build in ${distDir}: building it.`);
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function firstJobSlug(server: Server): Promise<string> {
  const res = await api(server.origin, API_KEY).get("/api/jobs?per_page=1");
  return (res.json() as { data: { slug: string }[] }).data[0]!.slug;
}

async function onPglite(): Promise<void> {
  if (!anySelected("1", "2", "3", "4", "6")) return;
  const dataDir = path.join(runDir(), "data-main");
  const server = await startServer({ name: "pglite-main", port: 3500, dataDir, env: RAISED_LIMITS });
  const slug = await firstJobSlug(server);
  await part("6 headers", () => checkHeaders(server, slug));
  await part("1 bad input", () => checkBadInput(server, seed));
  await part("2 load", () => checkLoad(server, slug, loadSeconds));
  // Last on this server: the orphan count reads the data directory once the server has stopped.
  await part("4 races (PGlite)", () =>
    checkRaces(server, "PGlite", async () => {
      await stopServer(server);
      const [row] = await queryDataDir<{ n: number }>(dataDir, ORPHANS_SQL);
      return row!.n;
    }),
  );
  await stopServer(server);
  await part("3 faults (PGlite)", async () => {
    const crashDir = path.join(runDir(), "data-crash");
    const crashing = await startServer({ name: "pglite-crash", port: 3510, dataDir: crashDir, env: RAISED_LIMITS });
    const { report, server: restarted } = await checkCrashDurability(crashing, "PGlite", async (running) => {
      await stopServer(running);
      return (await queryDataDir<{ n: number }>(crashDir, HALF_WRITTEN_SQL))[0]!.n;
    });
    await stopServer(restarted);
    return report;
  });
}

async function onPostgres(): Promise<void> {
  const crashDb = await createDatabase("crash");
  databases.push(crashDb);
  const crashing = await startServer({
    name: "postgres-crash",
    port: 3520,
    databaseUrl: crashDb.url,
    env: RAISED_LIMITS,
  });
  await part("4 races (Postgres)", () =>
    checkRaces(crashing, "Postgres", async () => (await query<{ n: number }>(crashDb.url, ORPHANS_SQL))[0]!.n),
  );
  await part("3 faults (Postgres)", async () => {
    const { report, server: restarted } = await checkCrashDurability(
      crashing,
      "Postgres",
      async () => (await query<{ n: number }>(crashDb.url, HALF_WRITTEN_SQL))[0]!.n,
    );
    await stopServer(restarted);
    return report;
  });

  const sharedDb = await createDatabase("shared");
  databases.push(sharedDb);
  await part("5 two instances", async () => {
    const env = { RATE_LIMIT_LOGIN_FAILURES: String(LOGIN_FAILURE_LIMIT) };
    const a = await startServer({ name: "postgres-a", port: 3530, databaseUrl: sharedDb.url, env });
    const b = await startServer({ name: "postgres-b", port: 3531, databaseUrl: sharedDb.url, env });
    let report: Report;
    try {
      report = await checkTwoInstances(a, b, LOGIN_FAILURE_LIMIT);
    } finally {
      await Promise.all([stopServer(a), stopServer(b)]);
    }
    // CI sets TEST_REDIS_URL when a Redis runs: the limits must be shared through it too.
    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) return report;
    const onRedis = { ...env, REDIS_URL: redisUrl };
    const ra = await startServer({ name: "redis-a", port: 3532, databaseUrl: sharedDb.url, env: onRedis });
    const rb = await startServer({ name: "redis-b", port: 3533, databaseUrl: sharedDb.url, env: onRedis });
    try {
      const talent = await register(ra.origin, "talent");
      await checkSharedLoginLimit(report, ra, rb, talent.email, LOGIN_FAILURE_LIMIT, "Redis");
    } finally {
      await Promise.all([stopServer(ra), stopServer(rb)]);
    }
    return report;
  });
  await part("8 mail after SIGKILL", async () => {
    const mailDb = await createDatabase("mail");
    databases.push(mailDb);
    return checkMailCrash(mailDb, 3545, 3546);
  });
  await part("7 database outage", async () => {
    const target = new URL(sharedDb.url);
    const proxy = new TcpProxy(3541, { host: target.hostname, port: Number(target.port || 5432) });
    await proxy.listen();
    const viaProxy = new URL(sharedDb.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = "3541";
    const server = await startServer({
      name: "postgres-outage",
      port: 3540,
      databaseUrl: viaProxy.toString(),
      env: RAISED_LIMITS,
    });
    try {
      const { token } = await register(server.origin, "talent");
      return await checkDatabaseOutage(server, proxy, token);
    } finally {
      await stopServer(server);
      await proxy.close();
    }
  });
}

async function onMailFloods(): Promise<void> {
  await part("10 mail floods", async () => {
    const floodsDb = await createDatabase("floods");
    databases.push(floodsDb);
    return checkMailFloods(floodsDb, 3550, 3551);
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  ensureBuild();
  console.log(`Reliability suite: build ${distDir}, logs in ${runDir()}, seed ${seed}`);
  if (anySelected("1", "2", "3", "4", "6")) await onPglite();
  await part("9 lockout", async () => {
    // Postgres when there is one (it starts sooner than a fresh PGlite directory), else PGlite.
    const lockoutDb = (await postgresReachable()) ? await createDatabase("lockout") : undefined;
    if (lockoutDb) databases.push(lockoutDb);
    const where = lockoutDb ? { databaseUrl: lockoutDb.url } : { dataDir: path.join(runDir(), "data-lockout") };
    const server = await startServer({ name: "lockout", port: 3547, ...where, env: LOCKOUT_ENV });
    try {
      return await checkLockout(server, lockoutSeconds);
    } finally {
      await stopServer(server);
    }
  });
  if (await postgresReachable()) {
    if (anySelected("3", "4", "5", "7", "8")) await onPostgres();
    await onMailFloods();
  } else {
    const report = new Report("3/4/5/7/8/10 Postgres");
    report.check("Postgres reachable (TEST_DATABASE_URL or local)", "no", "yes", false);
    reports.push(report);
  }
  const rows = reports.flatMap((r) => r.rows);
  const order = (part: string) => Number.parseInt(part, 10);
  rows.sort((x, y) => order(x.part) - order(y.part));
  console.log(`\n${renderTable(rows)}`);
  const notes = reports.flatMap((r) => r.notes);
  if (notes.length) console.log(`\nNotes:\n${notes.map((n) => `- ${n}`).join("\n")}`);
  const failed = rows.filter((r) => !r.ok);
  console.log(
    `\n${failed.length === 0 ? "PASS" : `FAIL (${failed.length} figure${failed.length === 1 ? "" : "s"} off)`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return failed.length === 0 ? 0 : 1;
}

async function cleanUp(): Promise<void> {
  killAllServers();
  for (const db of databases) await db.drop().catch((error) => console.error(`could not drop ${db.name}: ${error}`));
  fs.rmSync(path.join(runDir(), "data-main"), { recursive: true, force: true });
  fs.rmSync(path.join(runDir(), "data-crash"), { recursive: true, force: true });
  fs.rmSync(path.join(runDir(), "data-lockout"), { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    killAllServers();
    process.exit(130);
  });
}

main()
  .then(async (code) => {
    await cleanUp();
    // The servers' logs are kept only when something failed.
    if (code === 0) fs.rmSync(runDir(), { recursive: true, force: true });
    else console.log(`Server logs: ${runDir()}`);
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
