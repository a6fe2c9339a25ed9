import type { RunName, RunOutcome } from "@/lib/runs/outcomes";

/**
 * Every run's schedule: when it is next due after it last started (UTC instants), given how its last finished run
 * ended (while it runs, the run before). Null: started by hand only.
 */
export type RunSchedule = {
  describe: string;
  nextAfter(lastStartedAt: Date | null, now: Date, lastOutcome?: RunOutcome | null): Date;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Monday 00:00 UTC of the week `at` falls in. */
export function mondayOf(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = new Date(midnight).getUTCDay() || 7;
  return new Date(midnight - (weekday - 1) * DAY_MS);
}

/**
 * Mondays: due on a Monday (UTC) when the run has not started since that Monday began; any other day (or once it
 * ran, by schedule or by hand) the next Monday. A server started on a Friday waits for Monday.
 */
const mondays: RunSchedule = {
  describe: "Mondays (UTC)",
  nextAfter(lastStartedAt, now) {
    const thisMonday = mondayOf(now);
    const nextMonday = new Date(thisMonday.getTime() + 7 * DAY_MS);
    const ranThisWeek = lastStartedAt !== null && lastStartedAt >= thisMonday;
    return !ranThisWeek && now.getUTCDay() === 1 ? thisMonday : nextMonday;
  },
};

/** Every hour: due once the hour (UTC) has begun and the run has not started since. */
const hourly: RunSchedule = {
  describe: "Every hour",
  nextAfter(lastStartedAt, now) {
    const thisHour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const ranThisHour = lastStartedAt !== null && lastStartedAt >= thisHour;
    return ranThisHour ? new Date(thisHour.getTime() + HOUR_MS) : thisHour;
  },
};

/** A month close that failed is tried again this long after it started (closing a month twice issues nothing new). */
export const MONTH_CLOSE_RETRY_MS = HOUR_MS;

/**
 * The 1st of each month (UTC), and every day after it until the run has started since that 1st began: a month whose
 * 1st no instance saw is still closed on the next day one runs. A run since then that failed is due again an hour
 * after it started; once one has succeeded (by schedule or by hand), the next month's 1st.
 */
const firstOfMonth: RunSchedule = {
  describe: "The 1st of each month (UTC), until it succeeds",
  nextAfter(lastStartedAt, now, lastOutcome = null) {
    const thisFirst = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextFirst = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    if (lastStartedAt === null || lastStartedAt < thisFirst) return thisFirst;
    if (lastOutcome !== "failed") return nextFirst;
    return new Date(Math.min(lastStartedAt.getTime() + MONTH_CLOSE_RETRY_MS, nextFirst.getTime()));
  },
};

/** Every day: due when the run has not started since the day (UTC) began. */
const daily: RunSchedule = {
  describe: "Daily (UTC)",
  nextAfter(lastStartedAt, now) {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const ranToday = lastStartedAt !== null && lastStartedAt >= today;
    return ranToday ? new Date(today.getTime() + DAY_MS) : today;
  },
};

export const RUN_SCHEDULES: Record<RunName, RunSchedule> = {
  "weekly-summary": mondays,
  "timesheets-auto-submit": hourly,
  "timesheets-auto-approve": hourly,
  "month-close": firstOfMonth,
  "invoice-reminders": daily,
};
