import "server-only";

import { runJobAlertsOnce } from "../alerts/job-alerts";
import { runApplicantDigestsOnce } from "../applications/applicant-digest";
import { getDb } from "../db/client";
import { runManagerDigestsOnce } from "../manage/queue-digest";
import { dailyMailIntervalMs, dailyMailPeriodMs } from "./settings";

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

export type DailyMailLoop = { stop(): Promise<void> };

// One loop per server process, even if the module is loaded twice (dev reloads, several bundles).
const store = globalThis as typeof globalThis & { __dailyMail?: DailyMailLoop };

/**
 * The daily mails' clock. Every instance looks, every DAILY_MAIL_INTERVAL_MS, for due job alerts (lib/server/alerts),
 * due applicant digests (lib/server/applications) and due managers' queue digests (lib/server/manage); each domain claims and writes its own mails, one instance
 * per search or digest, and they go through the outbox, so the sender loop delivers them. A failing run is logged
 * and the next tick tries again.
 */
export function startDailyMails(): DailyMailLoop {
  if (store.__dailyMail) return store.__dailyMail;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failing = false;

  const tick = async () => {
    try {
      const db = await getDb();
      const periodMs = dailyMailPeriodMs();
      const alerts = await runJobAlertsOnce(db, periodMs);
      const digests = await runApplicantDigestsOnce(db, periodMs);
      const managerDigests = await runManagerDigestsOnce(db, periodMs);
      if (alerts.mailed + digests.mailed + managerDigests.mailed > 0)
        console.log(
          `[daily-mail] queued ${alerts.mailed} job alert(s), ${digests.mailed} applicant digest(s), ` +
            `${managerDigests.mailed} manager digest(s)`,
        );
      if (failing) console.log("[daily-mail] running again");
      failing = false;
    } catch (error) {
      // Said once per outage, not every tick.
      if (!failing)
        console.error("[daily-mail] run failed (retrying):", error instanceof Error ? error.message : error);
      failing = true;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, dailyMailIntervalMs());
    // unref: the loop never keeps a process alive that is otherwise done.
    timer.unref();
  };
  schedule();

  const onSignal = () => void loop.stop();
  const loop: DailyMailLoop = {
    async stop() {
      stopped = true;
      for (const signal of SIGNALS) process.off(signal, onSignal);
      clearTimeout(timer);
      await running;
      if (store.__dailyMail === loop) store.__dailyMail = undefined;
    },
  };
  store.__dailyMail = loop;
  for (const signal of SIGNALS) process.once(signal, onSignal);
  return loop;
}
