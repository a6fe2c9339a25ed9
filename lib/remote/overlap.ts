import { WORK_TIME_PATTERN } from "@/lib/profiles/work-hours";
import { zoneFormatter } from "@/lib/remote/zone-formatter";

/** Working hours ("HH:MM", 24-hour clock) in an IANA time zone; an end not after the start crosses midnight. */
export type ZonedHours = { timezone: string; start: string; end: string };

export const DAY_MS = 24 * 60 * 60 * 1000;
const CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};
const formatterFor = (timezone: string) => zoneFormatter(timezone, "clock", CLOCK);

/** True for a time zone this runtime knows (an IANA name such as "Europe/Berlin", or "UTC"). */
export function isTimeZone(timezone: string): boolean {
  try {
    formatterFor(timezone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC, in minutes, at the instant `utcMs`. */
export function offsetMinutes(timezone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timezone).formatToParts(new Date(utcMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - utcMs) / 60_000);
}

/**
 * The UTC instant of a wall-clock time on a calendar day (`dayMs` = that day's midnight as if it were UTC) in
 * `timezone`, using the offset in force at that instant (a time skipped by a spring-forward change lands an hour on).
 */
function zonedInstant(dayMs: number, time: string, timezone: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const naive = dayMs + (hours * 60 + minutes) * 60_000;
  const guess = naive - offsetMinutes(timezone, naive) * 60_000;
  return naive - offsetMinutes(timezone, guess) * 60_000;
}

/** The [start, end) instants of one working day that begins on the calendar day `dayMs`. */
export function workingDay(hours: ZonedHours, dayMs: number): [number, number] {
  const start = zonedInstant(dayMs, hours.start, hours.timezone);
  const endDay = hours.end <= hours.start ? dayMs + DAY_MS : dayMs;
  return [start, zonedInstant(endDay, hours.end, hours.timezone)];
}

/** "YYYY-MM-DD" → that day's midnight as if it were UTC. */
function dayOf(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

/**
 * Hours (to the minute) that two people's working days share on `date` ("YYYY-MM-DD", the first person's
 * calendar day): each zone's own daylight-saving rules apply on that date, and hours crossing midnight count.
 * The second person's days before, on and after `date` are all compared, so a shift that starts the evening
 * before still counts.
 */
export function overlapHours(a: ZonedHours, b: ZonedHours, date: string): number {
  const day = dayOf(date);
  const [aStart, aEnd] = workingDay(a, day);
  let sharedMs = 0;
  for (const shift of [-1, 0, 1]) {
    const [bStart, bEnd] = workingDay(b, day + shift * DAY_MS);
    sharedMs += Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));
  }
  return Math.round(sharedMs / 60_000) / 60;
}

/** True for well-formed zoned hours (known zone, "HH:MM" times). */
export function isZonedHours(value: Partial<ZonedHours>): value is ZonedHours {
  return (
    typeof value.timezone === "string" &&
    isTimeZone(value.timezone) &&
    typeof value.start === "string" &&
    WORK_TIME_PATTERN.test(value.start) &&
    typeof value.end === "string" &&
    WORK_TIME_PATTERN.test(value.end)
  );
}
