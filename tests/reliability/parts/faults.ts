import fs from "node:fs";
import path from "node:path";

import { login, registrationBody, uniqueEmail } from "../support/accounts";
import { api } from "../support/http";
import { Report } from "../support/report";
import { API_KEY, killServer, restartServer, sleep, type Server } from "../support/servers";

const IN_FLIGHT = 8;
const KILL_AFTER_MS = 2_500;

/**
 * Part 3: registrations stream in; the server is SIGKILLed mid-burst and restarted. Every sign-up
 * that was answered 2xx must still be there (its login works).
 */
export async function checkCrashDurability(
  server: Server,
  label: string,
  /** Accounts left half-written (a talent without its profile row), counted after the checks; may stop the server. */
  countHalfWritten: (restarted: Server) => Promise<number>,
): Promise<{ report: Report; server: Server }> {
  const report = new Report(`3 Faults (${label})`);
  const client = api(server.origin, API_KEY);
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  let unanswered = 0;

  const worker = async () => {
    while (!killed) {
      const email = uniqueEmail("crash");
      sent++;
      try {
        const res = await client.post("/api/talent/register", { json: registrationBody("talent", email) });
        if (res.status >= 200 && res.status < 300) acknowledged.push(email);
      } catch {
        unanswered++;
      }
    }
  };
  const workers = Array.from({ length: IN_FLIGHT }, worker);
  await sleep(KILL_AFTER_MS);
  killed = true;
  await killServer(server);
  await Promise.all(workers);
  // PGlite: the killed process could not remove its data-directory lock; the restart must take it over.
  const dataDir = server.options.dataDir;
  const staleLock = dataDir ? fs.existsSync(path.join(dataDir, "pglite.lock")) : undefined;

  const started = Date.now();
  const restarted = await restartServer(server);
  const restartMs = Date.now() - started;

  let found = 0;
  for (let i = 0; i < acknowledged.length; i += IN_FLIGHT) {
    const results = await Promise.all(
      acknowledged.slice(i, i + IN_FLIGHT).map((email) => login(restarted.origin, "talent", email)),
    );
    found += results.filter((res) => res.status === 200).length;
  }
  report.figure("sign-ups sent before and during SIGKILL", sent);
  report.figure("  cut off by the kill (no answer)", unanswered);
  if (staleLock !== undefined)
    report.check("  data-dir lock left by the killed process", staleLock ? "yes" : "no", "yes", staleLock);
  report.check("restart after SIGKILL", `${(restartMs / 1000).toFixed(1)} s`, "comes up", true);
  report.atLeast("  acknowledged (2xx)", acknowledged.length, 1);
  report.equal("  found after restart (login works)", found, acknowledged.length);
  report.equal("  half-written accounts (talent without profile)", await countHalfWritten(restarted), 0);
  return { report, server: restarted };
}
