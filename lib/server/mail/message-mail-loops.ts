import "server-only";

import { runUnreadMessageMailsOnce } from "../conversations/unread-mail";
import { getDb } from "../db/client";
import { runInterviewRemindersOnce } from "../interviews/reminders";
import { startPeriodicLoop, type PeriodicLoop } from "./periodic-loop";
import { interviewReminderIntervalMs, messageMailDelayMs, messageMailIntervalMs } from "./settings";

/**
 * Every instance looks, every MESSAGE_MAIL_INTERVAL_MS, for bursts of messages left unread for
 * MESSAGE_MAIL_DELAY_MS; each is claimed once across instances and queued as one mail.
 */
export const startUnreadMessageMails = (): PeriodicLoop =>
  startPeriodicLoop("message-mail", messageMailIntervalMs, async () => {
    const { mailed } = await runUnreadMessageMailsOnce(await getDb(), messageMailDelayMs());
    return mailed > 0 ? `queued ${mailed} unread-message mail(s)` : null;
  });

/** Every instance looks, every INTERVIEW_REMINDER_INTERVAL_MS, for interviews due their 24 h or 1 h reminder. */
export const startInterviewReminders = (): PeriodicLoop =>
  startPeriodicLoop("interview-reminders", interviewReminderIntervalMs, async () => {
    const counts = await runInterviewRemindersOnce(await getDb());
    return counts["24h"] + counts["1h"] > 0
      ? `queued ${counts["24h"]} 24 h and ${counts["1h"]} 1 h interview reminder(s)`
      : null;
  });
