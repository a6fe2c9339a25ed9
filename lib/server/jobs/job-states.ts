import "server-only";

import type { JobStatus } from "@/lib/validation/client-jobs";

/**
 * The one place that says how a job moves between states. A job whose closing date has passed is stored as
 * `open` but counts as `closed` everywhere (see `effectiveStatus`), so reopening it is the closed → open move.
 * Until a manager has approved one of its jobs, a company's publish goes `pending_review`; a manager then approves
 * (→ open) or rejects (→ draft, with a reason). Who may make which move is said by `recruiterMayMove`.
 */
const MOVES: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  draft: ["open", "pending_review"],
  pending_review: ["open", "draft", "closed"],
  open: ["closed"],
  closed: ["open", "pending_review"],
};

export const canMoveJob = (from: JobStatus, to: JobStatus): boolean => MOVES[from].includes(to);

/**
 * The recruiter's moves: every move of the table except a manager's decision on a job in review (approve,
 * reject); withdrawing it (→ closed) stays theirs.
 */
export const recruiterMayMove = (from: JobStatus, to: JobStatus): boolean =>
  canMoveJob(from, to) && (from !== "pending_review" || to === "closed");

/** The state a publish (create with publish, draft → open, reopen) leads to: review until a job of the company was approved. */
export const publishTarget = (companyApproved: boolean): JobStatus => (companyApproved ? "open" : "pending_review");

/** Today's date in UTC as YYYY-MM-DD, the form `valid_through` is stored in. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

export const hasLapsed = (validThrough: string | null, today = todayUtc()): boolean =>
  validThrough !== null && validThrough < today;

/** What a reader outside the company may know: a job in review is as unlisted as a draft. */
export function readerStatus(
  stored: JobStatus,
  validThrough: string | null,
  today = todayUtc(),
): "draft" | "open" | "closed" {
  const status = effectiveStatus(stored, validThrough, today);
  return status === "pending_review" ? "draft" : status;
}

/** The state a reader sees: an open job past its closing date is closed. */
export function effectiveStatus(stored: JobStatus, validThrough: string | null, today = todayUtc()): JobStatus {
  return stored === "open" && hasLapsed(validThrough, today) ? "closed" : stored;
}
