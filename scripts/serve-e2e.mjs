// Serves the production build for the end-to-end tests on a fresh embedded database.
import { spawn } from "node:child_process";
import fs from "node:fs";

import { startArgs } from "../server/start-args.mjs";

const dataDir = process.env.DATA_DIR ?? ".data-e2e";
fs.rmSync(dataDir, { recursive: true, force: true });
// The server's log, kept whole: tests read what a newcomer would read there (the first manager's setup link).
const logFile = process.env.E2E_SERVER_LOG ?? `${dataDir}.server.log`;
fs.rmSync(logFile, { force: true });
const log = fs.createWriteStream(logFile, { flags: "a" });
const port = process.env.PORT ?? "3100";
// The production entry itself (`npm start`), so the tests see what a deployment runs.
const child = spawn(process.execPath, [...startArgs(), "-p", port, "-H", "127.0.0.1"], {
  stdio: ["ignore", "pipe", "inherit"],
  // Stage-change mails wait 1 s, not 10 minutes, so the tests still see the mail of a move.
  env: { STAGE_MAIL_DELAY_SECONDS: "1", ...process.env, DATA_DIR: dataDir },
});
child.stdout.on("data", (chunk) => {
  log.write(chunk);
  process.stdout.write(chunk);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => log.end(() => process.exit(code ?? 0)));
