// Lighthouse on the signed-in pages once, outside the full bench: fresh fixtures on PGlite, the built app (`npx next
// build` first), each page with its account's session cookie next to the bare page, as `npm run bench` audits them.
//
//   node bench/signed-in-once.mjs [runs]      (NEXT_DIST_DIR for another build folder)
import path from "node:path";

import { dropPglite, freshPglite, seed } from "./lib/database.mjs";
import { seedFixtures } from "./lib/fixtures.mjs";
import { startServer } from "./lib/server.mjs";
import { signedInSuite } from "./lib/signed-in.mjs";

const port = "3443";
const database = freshPglite(path.resolve(".data-lh"));
await seed(database, 0);
const fixtures = await seedFixtures(database);
const server = await startServer({ port, database, dist: process.env.NEXT_DIST_DIR || ".next" });
try {
  const r = await signedInSuite(server.origin, fixtures, { runs: Number(process.argv[2] ?? 1), log: console.log });
  for (const [k, v] of Object.entries(r))
    console.log(
      k,
      JSON.stringify({
        perf: v.performance,
        runs: v.performanceRuns,
        lcp: v.lcpMs,
        tbt: v.tbtMs,
        cls: v.cls,
        js: v.jsBytes,
        a11y: v.accessibility,
        console: v.consoleErrors,
        shifts: v.layoutShifts,
        lcpElement: v.lcpElement,
      }),
    );
} finally {
  await server.stop();
  dropPglite(database);
}
