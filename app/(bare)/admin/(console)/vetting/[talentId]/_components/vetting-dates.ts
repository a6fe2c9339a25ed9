import { formatDay } from "@/lib/profiles/format";

const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** An instant as the console shows it: "24 Nov 2026, 09:30 UTC". */
export const consoleDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} UTC`;

/** An instant's calendar day (UTC): "24 Nov 2026". */
export const consoleDay = (iso: string) => formatDay(iso.slice(0, 10));
