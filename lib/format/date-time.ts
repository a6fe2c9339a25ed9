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
