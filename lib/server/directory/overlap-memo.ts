import "server-only";

import { overlapHours, type ZonedHours } from "@/lib/remote/overlap";

/** A talent's overlap with the team's hours, computed once per distinct (time zone, start, end). */
export type OverlapOf = (hours: ZonedHours) => number;

// Overlaps already computed, by team hours, date and talent hours: a pure function of those, so shared by every
// request of this instance. Bounded: emptied when full (teams and talent share few distinct hours, so it
// rarely is). Each computation converts times in two zones under their DST rules, about 0.1 ms, and a search
// needs one per distinct hours among its matches, a few hundred: without this, a fifth of a request's time.
const MAX_KNOWN = 50_000;
const known = new Map<string, number>();

const keyOf = (hours: ZonedHours) => `${hours.timezone}\u0000${hours.start}\u0000${hours.end}`;

/** The team's overlap with any talent's hours on `date`, each distinct pair computed once per instance. */
export function overlapMemo(team: ZonedHours, date: string): OverlapOf {
  const prefix = `${keyOf(team)}\u0001${date}\u0001`;
  return (hours) => {
    const key = prefix + keyOf(hours);
    let overlap = known.get(key);
    if (overlap === undefined) {
      overlap = overlapHours(team, hours, date);
      if (known.size >= MAX_KNOWN) known.clear();
      known.set(key, overlap);
    }
    return overlap;
  };
}
