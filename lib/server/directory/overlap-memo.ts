import "server-only";
import { overlapHours, type ZonedHours } from "@/lib/remote/overlap";

/** A talent's overlap with the team's hours, computed once per distinct (time zone, start, end). */
export type OverlapOf = (hours: ZonedHours) => number;

/**
 * The team's overlap with any talent's hours on `date`, memoised for one request: talent share a few hundred
 * zones and a handful of usual hours, so the overlap table and the page's cards compute each pair once, however
 * many talent have it (each call converts times in two zones under their DST rules, the costly part).
 */
export function overlapMemo(team: ZonedHours, date: string): OverlapOf {
  const known = new Map<string, number>();
  return (hours) => {
    const key = `${hours.timezone}\u0000${hours.start}\u0000${hours.end}`;
    let overlap = known.get(key);
    if (overlap === undefined) {
      overlap = overlapHours(team, hours, date);
      known.set(key, overlap);
    }
    return overlap;
  };
}
