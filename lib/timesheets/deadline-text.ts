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

const DAY: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** Whose clock the second time is on. */
export type OtherSide = "company" | "talent";

/**
 * A deadline on the viewer's clock with the other side's beside it: "Mon 30 Nov, 22:00 your time (12:00 in the
 * company's time zone, Europe/Berlin)". The other side's day is named too when it differs from the viewer's; a
 * shared zone is said once.
 */
export function deadlineText(at: Date, own: string, other: string | null, otherSide: OtherSide): string {
  const day = (zone: string) => format(zone, DAY).format(at);
  const clock = (zone: string) => format(zone, CLOCK).format(at);
  const mine = `${day(own)}, ${clock(own)}`;
  if (other === null || other === own) return `${mine} (your time and the ${otherSide}'s, ${own})`;
  const theirs = day(other) === day(own) ? clock(other) : `${day(other)}, ${clock(other)}`;
  return `${mine} your time (${theirs} in the ${otherSide}'s time zone, ${other})`;
}

/** A moment that has passed, on one clock: "Mon 30 Nov, 22:00". */
export const momentText = (at: Date, zone: string): string =>
  `${format(zone, DAY).format(at)}, ${format(zone, CLOCK).format(at)}`;
