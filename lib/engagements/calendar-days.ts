import { offsetMinutes } from "@/lib/remote/overlap";
import { zoneFormatter } from "@/lib/remote/zone-formatter";

const DAY_MS = 86_400_000;

/** Calendar days are `YYYY-MM-DD` strings: today's in `timezone`. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  const parts: Record<string, string> = {};
  const formatter = zoneFormatter(timezone, "calendar-day", { year: "numeric", month: "2-digit", day: "2-digit" });
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday after `day` (a Monday gives the next one: a change never applies to the week already begun). */
export function nextMonday(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (8 - weekday) % 7 || 7);
}

/** The instant `day` begins in `timezone`: midnight there, by the offset in force at that midnight. */
export function startOfDayIn(day: string, timezone: string): Date {
  const naive = Date.parse(`${day}T00:00:00Z`);
  let at = naive - offsetMinutes(timezone, naive) * 60_000;
  // Once more with the offset at the first guess, in case a change of offset lies between the two.
  at = naive - offsetMinutes(timezone, at) * 60_000;
  return new Date(at);
}

/** The end of `day` in `timezone`: the instant the next day begins there. */
export const endOfDayIn = (day: string, timezone: string): Date => startOfDayIn(addDays(day, 1), timezone);
