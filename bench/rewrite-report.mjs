// Writes RESULTS.md and the charts again from a run's results.json, e.g. after a cause in lib/miss-causes.mjs was
// measured: `node bench/rewrite-report.mjs [folder]` (default bench/). It measures nothing.
import fs from "node:fs";
import path from "node:path";

import { writeReport } from "./lib/report.mjs";

const dir = path.resolve(process.argv[2] ?? "bench");
const results = JSON.parse(fs.readFileSync(path.join(dir, "results.json"), "utf8"));
await writeReport(results, dir);
console.log(`wrote ${path.join(dir, "RESULTS.md")} from its results.json`);
