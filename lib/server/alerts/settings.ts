import "server-only";

import { env } from "../env";

/** The daily mails' figures (job alerts and recruiters' applicant digests), in one place. */

/** How often each server process looks for saved searches and digests that are due. */
export const DAILY_MAIL_INTERVAL_MS = 5 * 60_000;
/** How long after its last mail a saved search (or a digest) is due again. */
export const DAILY_MAIL_PERIOD_MS = 24 * 60 * 60_000;
/** The jobs one alert lists; the mail says how many more matched and links to the board for them. */
export const JOB_ALERT_MAX_JOBS = 10;
/** Searches (and digests) one run may handle before it yields to the next tick. */
export const DAILY_MAILS_PER_RUN = 200;

export const dailyMailIntervalMs = (): number => env().DAILY_MAIL_INTERVAL_MS ?? DAILY_MAIL_INTERVAL_MS;
export const dailyMailPeriodMs = (): number => env().DAILY_MAIL_PERIOD_MS ?? DAILY_MAIL_PERIOD_MS;
