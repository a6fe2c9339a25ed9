/**
 * The interview state machine, the one place that says how an interview moves. `proposed` → `proposed` is a
 * reschedule (new offered slots, `sequence` raised). "done" is never stored: it is a booked interview whose end has
 * passed, so nothing has to flip it when the clock moves (see {@link shownStatus}).
 */
export const INTERVIEW_STATUSES = ["proposed", "booked", "cancelled"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** What the calls show: the stored status, with a past booked interview as `done`. */
export const SHOWN_INTERVIEW_STATUSES = [...INTERVIEW_STATUSES, "done"] as const;
export type ShownInterviewStatus = (typeof SHOWN_INTERVIEW_STATUSES)[number];

/** Proposed or booked: an application has at most one such interview at a time. */
export const OPEN_INTERVIEW_STATUSES: readonly InterviewStatus[] = ["proposed", "booked"];

const MOVES: Readonly<Record<InterviewStatus, readonly InterviewStatus[]>> = {
  proposed: ["booked", "proposed", "cancelled"],
  booked: ["proposed", "cancelled"],
  cancelled: [],
};

export const canMoveInterview = (from: InterviewStatus, to: InterviewStatus): boolean => MOVES[from].includes(to);

export function shownStatus(status: InterviewStatus, end: Date | null, now: Date): ShownInterviewStatus {
  return status === "booked" && end !== null && end.getTime() <= now.getTime() ? "done" : status;
}
