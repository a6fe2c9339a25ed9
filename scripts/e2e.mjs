// Runs the Playwright suite against the production build (run `npm run build` first).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

execFileSync("bash", ["scripts/ensure-chromium.sh"], { stdio: "inherit" });
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
if (!fs.existsSync(`${distDir}/BUILD_ID`)) {
  console.error(`No production build in ${distDir}: run 'npm run build' first.`);
  process.exit(1);
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
