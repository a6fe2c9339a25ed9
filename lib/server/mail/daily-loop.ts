import "server-only";

import { runJobAlertsOnce } from "../alerts/job-alerts";
import { runApplicantDigestsOnce } from "../applications/applicant-digest";
import { getDb } from "../db/client";
import { runManagerDigestsOnce } from "../manage/queue-digest";
import { startPeriodicLoop, type PeriodicLoop } from "./periodic-loop";
import { dailyMailIntervalMs, dailyMailPeriodMs } from "./settings";

/**
 * The daily mails' clock. Every instance looks, every DAILY_MAIL_INTERVAL_MS, for due job alerts (lib/server/alerts),
 * due applicant digests (lib/server/applications) and due managers' queue digests (lib/server/manage); each domain
 * claims and writes its own mails, one instance per search or digest, and they go through the outbox, so the sender
 * loop delivers them.
 */
export function startDailyMails(): PeriodicLoop {
  return startPeriodicLoop("daily-mail", dailyMailIntervalMs, async () => {
    const db = await getDb();
    const periodMs = dailyMailPeriodMs();
    const alerts = await runJobAlertsOnce(db, periodMs);
    const digests = await runApplicantDigestsOnce(db, periodMs);
    const managerDigests = await runManagerDigestsOnce(db, periodMs);
    if (alerts.mailed + digests.mailed + managerDigests.mailed === 0) return null;
    return (
      `queued ${alerts.mailed} job alert(s), ${digests.mailed} applicant digest(s), ` +
      `${managerDigests.mailed} manager digest(s)`
    );
  });
}
