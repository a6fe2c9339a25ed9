import path from "node:path";

// Worktrees run their suites side by side on different E2E_PORTs: the sink's port follows, so they never collide.
const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/** Where the end-to-end mail sink listens (SMTP on loopback). */
export const e2eMailPort = Number(process.env.E2E_MAIL_PORT ?? 2525 + (e2ePort - 3100));

/** Where it writes each message it receives, one JSON file per message, for the test workers to read. */
export const e2eMailDir = path.resolve(import.meta.dirname, "../../../test-results", `mail-${e2ePort}`);

/** The log of the server under test (scripts/serve-e2e.mjs writes it beside its data directory). */
export const e2eServerLog = path.resolve(
  process.env.E2E_SERVER_LOG ?? `${process.env.E2E_DATA_DIR ?? ".data-e2e"}.server.log`,
);
