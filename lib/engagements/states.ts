/**
 * The engagement state machine: `scheduled` (before its start date) → `active` (from the start date; in its trial
 * until start + trial days) → `ended` (from its end date). The stored status moves only by writes that check the
 * status they expect; the dates move it on reading too (see {@link shownEngagementStatus}), so a scheduled
 * engagement whose start date has come reads `active` before any run has stored it.
 */
export const ENGAGEMENT_STATUSES = ["scheduled", "active", "ended"] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

export const CONTRACT_TYPES = ["hourly", "project", "full_time"] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const TRIAL_DAYS_DEFAULT = 14;
export const TRIAL_DAYS_MAX = 30;
export const NOTICE_DAYS_DEFAULT = 7;
export const NOTICE_DAYS_MAX = 90;
/** Work that began before both sides moved it here: the start date may lie this many days back. */
export const START_DATE_PAST_DAYS_MAX = 60;

const MOVES: Readonly<Record<EngagementStatus, readonly EngagementStatus[]>> = {
  scheduled: ["active", "ended"],
  active: ["ended"],
  ended: [],
};

export const canMoveEngagement = (from: EngagementStatus, to: EngagementStatus): boolean => MOVES[from].includes(to);

/** Dates are `YYYY-MM-DD` calendar days in the company's time zone; `today` is today there. */
export function shownEngagementStatus(
  stored: EngagementStatus,
  dates: { startDate: string; endDate: string | null },
  today: string,
): EngagementStatus {
  if (stored === "ended" || (dates.endDate !== null && dates.endDate < today)) return "ended";
  return dates.startDate <= today ? "active" : "scheduled";
}
