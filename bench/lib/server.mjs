// Builds the production app into its own distDir and starts/stops it (as `npm start` does: startArgs) on loopback.
import fs from "node:fs";
import path from "node:path";

import { startArgs } from "../../server/start-args.mjs";
import { run, start, stop } from "./processes.mjs";

export const DIST_DIR = ".next-bench";
const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");

/** Raised limits so the load itself is never answered 429 (all load comes from one IP). */
const BENCH_ENV = {
  NODE_ENV: "production",
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_TELEMETRY_DISABLED: "1",
  RATE_LIMIT_LOGIN_IP: "100000000",
  RATE_LIMIT_LOGIN_FAILURES: "100000000",
  RATE_LIMIT_LOGIN_ACCOUNT: "100000000",
  RATE_LIMIT_REGISTER_IP: "100000000",
  RATE_LIMIT_PROFILE_IP: "100000000",
  // Lets the cold curve's requests skip the job caches (lib/server/jobs/bench-cache-bypass.ts); others still use them.
  BENCH_CACHE_BYPASS: "1",
  // Serves the floors (/api/bench-floor, /test/bench-floor*; lib/server/bench-floors.ts), 404 on any other server.
  BENCH_FLOORS: "1",
};

/** `next build` into DIST_DIR. Next adds the distDir's type folders to tsconfig.json; that edit is undone. */
export async function build() {
  const tsconfig = fs.readFileSync("tsconfig.json", "utf8");
  try {
    await run(process.execPath, [NEXT_BIN, "build"], { env: BENCH_ENV });
  } finally {
    if (fs.readFileSync("tsconfig.json", "utf8") !== tsconfig) fs.writeFileSync("tsconfig.json", tsconfig);
  }
}

/**
 * Starts the built app. `database` is { dataDir } for PGlite or { url, secret } for Postgres; `dist` another build
 * folder (the profiling scripts use `next build`'s own .next) and `nodeArgs` flags for Node (`--cpu-prof`).
 * Resolves once /api/health answers 200.
 */
export async function startServer({ port, database, dist = DIST_DIR, nodeArgs = [] }) {
  const env = { ...BENCH_ENV, NEXT_DIST_DIR: dist, PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` };
  if (database.url) Object.assign(env, { DATABASE_URL: database.url, NEXTAUTH_SECRET: database.secret });
  else Object.assign(env, { DATA_DIR: database.dataDir, SEED_ON_EMPTY: "true", DATABASE_URL: undefined });
  let output = "";
  const child = start(process.execPath, [...nodeArgs, ...startArgs(), "-p", String(port), "-H", "127.0.0.1"], {
    env,
    log: (text) => {
      output = (output + text).slice(-6000);
      if (process.env.BENCH_SERVER_LOG) process.stderr.write(text); // BENCH_SERVER_LOG=1 shows the server's output
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return { origin, child, stop: (graceMs) => stop(child, graceMs) };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(child);
  throw new Error(`the server did not become healthy within 120 s:\n${output}`);
}
