/** Display formats of profile values; UTC throughout, since the values are calendar dates, not instants. */

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "2021-03" → "Mar 2021". */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** "2026-12-01" → "1 Dec 2026". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A range of months, "Mar 2021 – Present" for a current position. */
export const formatMonthRange = (start: string, end: string | null) =>
  `${formatMonth(start)} – ${end ? formatMonth(end) : "Present"}`;
