/**
 * The timesheet state machine. A timesheet is one hourly engagement's week, Monday to Sunday in the company's time
 * zone: `open` (the talent logs time) → `submitted` (by the talent, or automatically at Monday 12:00 company time
 * after the week) → `approved` (by the client, or automatically once `review_deadline` passed) or `disputed` (by the
 * client, with a reason) → back to `submitted` when the talent has corrected it. Approved weeks are locked. Every move
 * is a conditional update on the status it expects.
 */
export const TIMESHEET_STATUSES = ["open", "submitted", "approved", "disputed"] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

const MOVES: Readonly<Record<TimesheetStatus, readonly TimesheetStatus[]>> = {
  open: ["submitted"],
  submitted: ["approved", "disputed"],
  disputed: ["submitted"],
  approved: [],
};

export const canMoveTimesheet = (from: TimesheetStatus, to: TimesheetStatus): boolean => MOVES[from].includes(to);

/** The talent may add, change or delete entries only while the week is theirs. */
export const timesheetEditable = (status: TimesheetStatus): boolean => status === "open" || status === "disputed";

/** The client approves or disputes within this many days of the submission; then it is approved automatically. */
export const REVIEW_DAYS = 3;
/** An open week with time in it is submitted automatically at this hour (company time) on the Monday after it. */
export const AUTO_SUBMIT_HOUR = 12;
export const ENTRY_DESCRIPTION_MAX = 500;
/** One entry is at most a day. */
export const ENTRY_MINUTES_MAX = 24 * 60;
export const DISPUTE_REASON_MAX = 1_000;

/**
 * Project milestones: `pending` → `delivered` (the talent marks it) → `approved` (the client, or automatically
 * MILESTONE_AUTO_APPROVE_DAYS after delivery). A milestone is addressed by its 1-based position in the engagement's
 * milestone list, which is fixed once the offer is accepted.
 */
export const MILESTONE_STATUSES = ["pending", "delivered", "approved"] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const MILESTONE_AUTO_APPROVE_DAYS = 7;
