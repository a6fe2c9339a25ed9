const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/** The city of an IANA zone name: its last segment, underscores as spaces ("America/Sao_Paulo" → "Sao Paulo"). */
export const zoneCity = (timezone: string): string => (timezone.split("/").at(-1) ?? timezone).replaceAll("_", " ");

/** A moment on a person's own clock, as interview slots show it: "Tue 10:00 in Lagos" (24-hour clock). */
export function localLabel(at: Date, timezone: string): string {
  const parts = formatterFor(timezone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("hour")}:${part("minute")} in ${zoneCity(timezone)}`;
}
