import "server-only";

import { getDb } from "../db/client";
import { startPeriodicLoop, type PeriodicLoop } from "../mail/periodic-loop";
import { runsIntervalMs } from "../mail/settings";
import { runDueRuns } from "./run-once";

/** Every instance looks, every RUNS_INTERVAL_MS, for runs whose scheduled time has come; each is claimed once. */
export const startRunsLoop = (): PeriodicLoop =>
  startPeriodicLoop("runs", runsIntervalMs, async () => {
    const lines = await runDueRuns(await getDb());
    return lines.length > 0 ? lines.join("; ") : null;
  });
