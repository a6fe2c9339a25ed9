import { zoneFormatter } from "@/lib/remote/zone-formatter";

const LABEL: Intl.DateTimeFormatOptions = { weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
const formatterFor = (timezone: string) => zoneFormatter(timezone, "label", LABEL);

/** The city of an IANA zone name: its last segment, underscores as spaces ("America/Sao_Paulo" → "Sao Paulo"). */
export const zoneCity = (timezone: string): string => (timezone.split("/").at(-1) ?? timezone).replaceAll("_", " ");

/** A moment on a person's own clock, as interview slots show it: "Tue 10:00 in Lagos" (24-hour clock). */
export function localLabel(at: Date, timezone: string): string {
  const parts = formatterFor(timezone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("hour")}:${part("minute")} in ${zoneCity(timezone)}`;
}
