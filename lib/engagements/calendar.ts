import { offsetMinutes } from "@/lib/remote/overlap";

export { addDays, nextMonday, todayIn } from "./calendar-days";

/** "YYYY-MM-DD" → that day's midnight as if it were UTC. */
export function dayMs(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The instant a wall-clock time ("HH:MM") on a calendar day happens in `timezone`. */
export function wallClockInstant(date: string, time: string, timezone: string): Date {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const naive = dayMs(date) + (hours * 60 + minutes) * 60_000;
  const guess = naive - offsetMinutes(timezone, naive) * 60_000;
  return new Date(naive - offsetMinutes(timezone, guess) * 60_000);
}
