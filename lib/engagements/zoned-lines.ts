import { zoneCity } from "@/lib/remote/local-label";
import { workingDay } from "@/lib/remote/overlap";

import { dayMs, wallClockInstant } from "./calendar";

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timezone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timezone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: timezone });
    formats.set(key, found);
  }
  return found;
}

const MOMENT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};
const CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** "Mon 1 Dec 2026": a calendar day as it is written (no zone moves it). */
export const calendarDay = (date: string): string =>
  format("UTC", { weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(new Date(dayMs(date)));

/** "Mon 1 Dec, 09:00 in Lagos" */
export const zonedMoment = (at: Date, timezone: string): string =>
  `${format(timezone, MOMENT).format(at)} in ${zoneCity(timezone)}`;

/** The viewer's clock first, the other side's beside it (once when both share a zone). */
export function bothZones(at: Date, own: string, other: string): string {
  const mine = zonedMoment(at, own);
  return own === other ? mine : `${mine} · ${zonedMoment(at, other)}`;
}

/** The first minute of a company-time calendar day, on both clocks. */
export const dayStartLine = (date: string, companyZone: string, own: string, other: string): string =>
  bothZones(wallClockInstant(date, "00:00", companyZone), own, other);

/** The last minute of a company-time calendar day, on both clocks. */
export const dayEndLine = (date: string, companyZone: string, own: string, other: string): string =>
  bothZones(wallClockInstant(date, "23:59", companyZone), own, other);

type Overlap = { timezone: string; start: string; end: string; min_hours: number };

/** "10:00–14:00 in Lagos · 09:00–13:00 in Berlin": the overlap's hours on `date` on each clock. */
export function overlapLine(overlap: Overlap, date: string, own: string, other: string): string {
  const [startMs, endMs] = workingDay(overlap, dayMs(date));
  const start = new Date(startMs);
  const end = new Date(endMs);
  const hours = (zone: string) =>
    `${format(zone, CLOCK).format(start)}–${format(zone, CLOCK).format(end)} in ${zoneCity(zone)}`;
  return own === other ? hours(own) : `${hours(own)} · ${hours(other)}`;
}
