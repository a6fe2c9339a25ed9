// Lighthouse on the signed-in pages once, outside the full bench: fresh fixtures on PGlite, the built app (`npx next
// build` first), each page with its account's session cookie next to the bare page, as `npm run bench` audits them.
//
//   node bench/signed-in-once.mjs [runs]      (NEXT_DIST_DIR for another build folder)
import path from "node:path";
import { dropPglite, freshPglite, seed } from "./lib/database.mjs";
import { seedFixtures } from "./lib/fixtures.mjs";
import { start, stop } from "./lib/processes.mjs";
import { signedInSuite } from "./lib/signed-in.mjs";
const port = "3443", origin = `http://127.0.0.1:${port}`;
const database = freshPglite(path.resolve(".data-lh"));
await seed(database, 0);
const fixtures = await seedFixtures(database);
const child = start(process.execPath, ["server.mjs", "-p", port, "-H", "127.0.0.1"], { env: { NODE_ENV: "production", NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next", PORT: port, SITE_URL: origin, DATA_DIR: database.dataDir, DATABASE_URL: undefined } });
try {
  for (;;) { try { if ((await fetch(origin + "/api/health")).ok) break; } catch {} await new Promise(r => setTimeout(r, 250)); }
  const r = await signedInSuite(origin, fixtures, { runs: Number(process.argv[2] ?? 1), log: console.log });
  for (const [k, v] of Object.entries(r)) console.log(k, JSON.stringify({ perf: v.performance, runs: v.performanceRuns, lcp: v.lcpMs, tbt: v.tbtMs, cls: v.cls, js: v.jsBytes, a11y: v.accessibility, console: v.consoleErrors, shifts: v.layoutShifts }));
} finally { await stop(child); dropPglite(database); }
