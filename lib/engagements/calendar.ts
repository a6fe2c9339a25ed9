import { offsetMinutes } from "@/lib/remote/overlap";

import { addDays } from "./calendar-days";

export { addDays, nextMonday, todayIn } from "./calendar-days";

/** "YYYY-MM-DD" → that day's midnight as if it were UTC. */
export function dayMs(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The trial's last day: the start date counts as its first. Null without a trial. */
export const trialLastDay = (startDate: string, trialDays: number): string | null =>
  trialDays > 0 ? addDays(startDate, trialDays - 1) : null;

/**
 * The earliest end date either side may set: today before the start and during the trial, today + the notice
 * period after it (the server applies the same rule and answers 422 below it).
 */
export function earliestEndDate(
  engagement: { status: string; in_trial: boolean; notice_days: number },
  today: string,
): string {
  return engagement.status === "scheduled" || engagement.in_trial ? today : addDays(today, engagement.notice_days);
}

/** The instant a wall-clock time ("HH:MM") on a calendar day happens in `timezone`. */
export function wallClockInstant(date: string, time: string, timezone: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const naive = dayMs(date) + (hours * 60 + minutes) * 60_000;
  const guess = naive - offsetMinutes(timezone, naive) * 60_000;
  return new Date(naive - offsetMinutes(timezone, guess) * 60_000);
}
