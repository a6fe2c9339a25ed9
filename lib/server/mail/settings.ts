import "server-only";

import { env } from "../env";

/** Mail's figures in one place: the outbox sender's, then the daily run's (job alerts and applicant digests). */

/** A message still failing after this many attempts is parked (kept, visible to managers, no longer retried). */
export const MAIL_MAX_ATTEMPTS = 8;
/** The wait after the first failure; it doubles with each further failure… */
export const MAIL_RETRY_BASE_MS = 30_000;
/** …up to this. */
export const MAIL_RETRY_CAP_MS = 60 * 60_000;
/** Up to this fraction is added at random, so messages that failed together do not retry together. */
export const MAIL_RETRY_JITTER = 0.1;
/**
 * How long a claimed message is reserved for the sender that claimed it. Longer than one send can take (the SMTP
 * timeouts below): a sender that dies mid-send leaves its messages to be claimed again once the lease ends.
 */
export const MAIL_LEASE_MS = 2 * 60_000;

/** The lease in force: MAIL_LEASE_MS from the environment (the reliability suite shortens it), else the default. */
export const mailLeaseMs = (): number => env().MAIL_LEASE_MS ?? MAIL_LEASE_MS;
/** Messages claimed at once (sent in parallel). */
export const MAIL_BATCH_SIZE = 10;
/** Batches one run may send before it yields, so a long queue does not starve the loop's other work. */
export const MAIL_BATCHES_PER_RUN = 10;
/** How often each server process looks for due messages. */
export const MAIL_POLL_MS = 2_000;
/** While runs keep failing (the database is away), the wait between them doubles up to this. */
export const MAIL_FAILING_POLL_CAP_MS = 30_000;
/** SMTP timeouts: connecting, waiting for the greeting, and silence on the socket. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 1 h, plus jitter. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAIL_RETRY_CAP_MS, MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + MAIL_RETRY_JITTER * random()));
}

/** How often each server process looks for saved searches and digests that are due. */
export const DAILY_MAIL_INTERVAL_MS = 5 * 60_000;
/** How long after its last mail a saved search (or a digest) is due again. */
export const DAILY_MAIL_PERIOD_MS = 24 * 60 * 60_000;
/** Searches (and digests) one run may handle before it yields to the next tick. */
export const DAILY_MAILS_PER_RUN = 200;

export const dailyMailIntervalMs = (): number => env().DAILY_MAIL_INTERVAL_MS ?? DAILY_MAIL_INTERVAL_MS;
export const dailyMailPeriodMs = (): number => env().DAILY_MAIL_PERIOD_MS ?? DAILY_MAIL_PERIOD_MS;

/** How long a stage-change mail waits, so moves within it send one mail and a move undone sends none. */
export const STAGE_MAIL_DELAY_SECONDS = 10 * 60;
export const stageMailDelaySeconds = (): number => env().STAGE_MAIL_DELAY_SECONDS ?? STAGE_MAIL_DELAY_SECONDS;

/** How long a message waits unread before its recipient is mailed about it (and the rest of its burst). */
export const MESSAGE_MAIL_DELAY_MS = 10 * 60_000;
/** How often each server process looks for unread messages due a mail. */
export const MESSAGE_MAIL_INTERVAL_MS = 30_000;
/** Conversations one run may mail before it yields to the next tick. */
export const MESSAGE_MAILS_PER_RUN = 200;
/** The unread messages one mail quotes, newest last; the mail says how many more there are. */
export const MESSAGE_MAIL_QUOTED = 10;

export const messageMailDelayMs = (): number => env().MESSAGE_MAIL_DELAY_MS ?? MESSAGE_MAIL_DELAY_MS;
export const messageMailIntervalMs = (): number => env().MESSAGE_MAIL_INTERVAL_MS ?? MESSAGE_MAIL_INTERVAL_MS;

/** How often each server process looks for interviews due a reminder. */
export const INTERVIEW_REMINDER_INTERVAL_MS = 60_000;
export const interviewReminderIntervalMs = (): number =>
  env().INTERVIEW_REMINDER_INTERVAL_MS ?? INTERVIEW_REMINDER_INTERVAL_MS;

/** How often each server process looks for scheduled runs (lib/server/runs) whose time has come. */
export const RUNS_INTERVAL_MS = 5 * 60_000;
export const runsIntervalMs = (): number => env().RUNS_INTERVAL_MS ?? RUNS_INTERVAL_MS;
