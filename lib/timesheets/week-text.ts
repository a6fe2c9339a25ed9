import { addDays, dayMs } from "@/lib/engagements/calendar";

const SHORT_DAY = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const YEAR = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "UTC" });

/** "Mon 23 Nov": a calendar day, no zone moves it. */
export const shortDay = (date: string): string => SHORT_DAY.format(new Date(dayMs(date)));

/** "Mon 23 Nov – Sun 29 Nov 2026": the week starting that Monday (its Sunday's year). */
export function weekRange(weekStart: string): string {
  const sunday = addDays(weekStart, 6);
  return `${shortDay(weekStart)} – ${shortDay(sunday)} ${YEAR.format(new Date(dayMs(sunday)))}`;
}
