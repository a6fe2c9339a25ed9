// Serves the production build for the end-to-end tests on a fresh embedded database.
import { spawn } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.DATA_DIR ?? ".data-e2e";
fs.rmSync(dataDir, { recursive: true, force: true });
const port = process.env.PORT ?? "3100";
// The production entry itself (`npm start`), so the tests see what a deployment runs.
const child = spawn(process.execPath, ["server.mjs", "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
