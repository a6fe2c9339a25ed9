import { addDays } from "@/lib/engagements/calendar-days";

/** Month names written out by hand: ICU's short names differ between versions ("Sep" or "Sept"). */
const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const parts = (day: string) => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
  day: Number(day.slice(8, 10)),
});

/** A calendar month `YYYY-MM`: its first and last day and how many days it has. */
export function monthBounds(month: string): { first: string; last: string; days: number } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, "0")}`, days };
}

/** The month `YYYY-MM` before the one `now` falls in (UTC): the one a close on the 1st closes. */
export function previousMonth(now: Date): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  return addDays(monthBounds(month).last, 1).slice(0, 7);
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const { year, month: index } = parts(`${month}-01`);
  return `${LONG[index - 1]} ${year}`;
}

/** Whole days from `from` to `to`, both counted: 0 when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1);
}

/** A span of days: "23–29 Nov 2026", "30 Nov – 6 Dec 2026", "29 Dec 2025 – 4 Jan 2026", "5 Nov 2026". */
export function spanLabel(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  const end = `${b.day} ${SHORT[b.month - 1]} ${b.year}`;
  if (from === to) return end;
  if (a.year !== b.year) return `${a.day} ${SHORT[a.month - 1]} ${a.year} – ${end}`;
  if (a.month !== b.month) return `${a.day} ${SHORT[a.month - 1]} – ${end}`;
  return `${a.day}–${end}`;
}
