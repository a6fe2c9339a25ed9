const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** A moment as the console shows it, in UTC so every manager reads the same time: "4 Mar 2026, 23:59 UTC". */
export const formatUtcDateTime = (iso: string | Date) => `${dateTimeFormat.format(new Date(iso))} UTC`;

/** Today's date in UTC as YYYY-MM-DD: the form a job's `valid_through` is stored in and remote fit's "date in question". */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

const longDateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar date (YYYY-MM-DD, no time of day) written out: "6 October 2026", the same in every zone. */
export const formatLongDate = (date: string) => longDateFormat.format(new Date(`${date}T00:00:00Z`));

const dayPart = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone });
const timePart = (timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });

/** The zone's short name at that moment ("CET", "GMT-3"), or "UTC". */
export function zoneName(at: Date, timeZone: string): string {
  if (timeZone === "UTC") return "UTC";
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * When an event runs, in `timeZone`: "Thu, 10 December 2026, 14:00–15:00 UTC" (long month names: the
 * short ones differ between ICU versions, "Sep" or "Sept"). An end on another day in that
 * zone names its day too.
 */
export function formatEventWhen(start: string, end: string, timeZone: string): string {
  const from = new Date(start);
  const to = new Date(end);
  const day = dayPart(timeZone);
  const time = timePart(timeZone);
  const sameDay = day.format(from) === day.format(to);
  const until = sameDay ? time.format(to) : `${day.format(to)}, ${time.format(to)}`;
  return `${day.format(from)}, ${time.format(from)}–${until} ${zoneName(from, timeZone)}`;
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** A calendar month (YYYY-MM) written out: "November 2026". */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const dayOnly = new Intl.DateTimeFormat("en-GB", { day: "numeric", timeZone: "UTC" });

/**
 * A span of calendar days (YYYY-MM-DD, both included) as short as it reads clearly: "2 November 2026",
 * "2–8 November 2026", "30 November – 6 December 2026", "28 December 2026 – 3 January 2027".
 */
export function formatPeriod(start: string, end: string): string {
  if (start === end) return formatLongDate(start);
  const from = new Date(`${start}T00:00:00Z`);
  if (start.slice(0, 7) === end.slice(0, 7)) return `${dayOnly.format(from)}–${formatLongDate(end)}`;
  if (start.slice(0, 4) === end.slice(0, 4)) return `${dayMonth.format(from)} – ${formatLongDate(end)}`;
  return `${formatLongDate(start)} – ${formatLongDate(end)}`;
}

const shortDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortMonth = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) as the console's tables write it: "15 Dec 2026". */
export const formatShortDate = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

/** A calendar month (YYYY-MM) as the console's tables write it: "Nov 2026". */
export const formatShortMonth = (month: string) => shortMonth.format(new Date(`${month}-01T00:00:00Z`));
