import { DAY_MS, offsetMinutes } from "@/lib/remote/overlap";

/** "YYYY-MM-DD" → that day's midnight as if it were UTC. */
export function dayMs(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => isoDay(dayMs(date) + days * DAY_MS);

/** Today's calendar day in `timezone`. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return isoDay(now.getTime() + offsetMinutes(timezone, now.getTime()) * 60_000);
}

/** The Monday after `today` (a week on when today is a Monday): when a new weekly hour cap applies. */
export function nextMonday(today: string): string {
  const weekday = new Date(dayMs(today)).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
}

/** The trial's last day: the start date counts as its first. Null without a trial. */
export const trialLastDay = (startDate: string, trialDays: number): string | null =>
  trialDays > 0 ? addDays(startDate, trialDays - 1) : null;

/** The earliest end date either side may set: today during the trial, today + the notice period after it. */
export function earliestEndDate(engagement: { in_trial: boolean; notice_days: number }, today: string): string {
  return engagement.in_trial ? today : addDays(today, engagement.notice_days);
}

/** The instant a wall-clock time ("HH:MM") on a calendar day happens in `timezone`. */
export function wallClockInstant(date: string, time: string, timezone: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const naive = dayMs(date) + (hours * 60 + minutes) * 60_000;
  const guess = naive - offsetMinutes(timezone, naive) * 60_000;
  return new Date(naive - offsetMinutes(timezone, guess) * 60_000);
}
