import { addDays, endOfDayIn, todayIn } from "@/lib/engagements/calendar-days";
import { shownEngagementStatus, type EngagementStatus } from "@/lib/engagements/states";
import { REVIEW_WINDOW_DAYS } from "@/lib/validation/reviews";

type Ending = { status: EngagementStatus; startDate: string; endedOn: string | null; zone: string };

/**
 * The review window of an engagement: open from its end until the end of the 14th day after its end day, in the
 * company's zone. `endsAt` is null while the engagement has not ended (or has no end day to count from).
 */
export function reviewWindow(row: Ending, now: Date = new Date()): { ended: boolean; endsAt: Date | null } {
  const today = todayIn(row.zone, now);
  const shown = shownEngagementStatus(row.status, { startDate: row.startDate, endDate: row.endedOn }, today);
  if (shown !== "ended" || row.endedOn === null) return { ended: false, endsAt: null };
  return { ended: true, endsAt: endOfDayIn(addDays(row.endedOn, REVIEW_WINDOW_DAYS), row.zone) };
}

/** Released: the other side may read it, and it counts in the subject's rating. */
export const isReleased = (bothWritten: boolean, endsAt: Date | null, now: Date = new Date()): boolean =>
  bothWritten || (endsAt !== null && now.getTime() >= endsAt.getTime());
