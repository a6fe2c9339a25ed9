import type { RunName } from "@/lib/runs/outcomes";

/** Every run's schedule: when it is next due after it last started (UTC instants). Null: started by hand only. */
export type RunSchedule = { describe: string; nextAfter(lastStartedAt: Date | null, now: Date): Date };

const DAY_MS = 86_400_000;

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

/**
 * The 1st of each month (UTC): due on the 1st when the run has not started since that day began; otherwise (or once
 * it ran) the next month's 1st.
 */
const firstOfMonth: RunSchedule = {
  describe: "The 1st of each month (UTC)",
  nextAfter(lastStartedAt, now) {
    const thisFirst = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextFirst = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const ranThisMonth = lastStartedAt !== null && lastStartedAt >= thisFirst;
    return !ranThisMonth && now.getUTCDate() === 1 ? thisFirst : nextFirst;
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
  "month-close": firstOfMonth,
  "invoice-reminders": daily,
};
