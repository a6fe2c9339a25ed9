import { monthLabel } from "./periods";

/**
 * Why `month` (`YYYY-MM`) cannot be closed as of `now`: it has not begun yet (UTC), so nothing of it can be billed.
 * Null when it can: the current month may be closed early (what has happened so far; its full-time days wait).
 */
export function monthNotBegun(month: string, now: Date): string | null {
  if (month <= now.toISOString().slice(0, 7)) return null;
  return `${monthLabel(month)} (${month}) has not begun yet: only a month that has begun can be closed.`;
}
