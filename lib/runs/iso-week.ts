/** The ISO week (`2026-W48`) a `YYYY-MM-DD` calendar day falls in: weeks begin on Monday, week 1 holds a Thursday. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  // The Thursday of the same week decides the year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  const week = Math.ceil((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 / 7 + 1 / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}
