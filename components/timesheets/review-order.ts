import type { TimesheetStatus } from "@/lib/timesheets/states";
import type { Timesheet } from "@/lib/validation/timesheets";

const RANK: Record<TimesheetStatus, number> = { submitted: 0, disputed: 1, open: 2, approved: 3 };

/**
 * Weeks in the order a client works through them: submitted first (the nearest review deadline on top), then
 * disputed, then weeks still open, then approved ones; newest week first within each.
 */
export function reviewOrder(sheets: readonly Timesheet[]): Timesheet[] {
  return [...sheets].sort(
    (a, b) =>
      RANK[a.status] - RANK[b.status] ||
      (a.status === "submitted" ? (a.review_deadline ?? "").localeCompare(b.review_deadline ?? "") : 0) ||
      b.week_start.localeCompare(a.week_start) ||
      a.engagement.id - b.engagement.id,
  );
}
