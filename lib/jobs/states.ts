import { todayUtc } from "@/lib/format/date-time";

/**
 * The job state machine, the one place that says how a job moves between states. A job whose closing date has
 * passed is stored as `open` but counts as `closed` everywhere (see `effectiveStatus`), so reopening it is the
 * closed → open move. Until a manager has approved one of its jobs, a company's publish goes `pending_review`; a
 * manager then approves (→ open) or rejects (→ draft, with a reason). Who may make which move is said by
 * `recruiterMayMove`. Shared by the server (which checks every write against it) and the recruiter's screens.
 */
export const JOB_STATUSES = ["draft", "pending_review", "open", "closed"] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The same statuses in the order the job_status database enum declares them. Postgres keeps an enum's order and
 * `pending_review` was added last, so the enum is built from this list, not from JOB_STATUSES.
 */
export const JOB_STATUS_ENUM_ORDER = [
  "draft",
  "open",
  "closed",
  "pending_review",
] as const satisfies readonly JobStatus[];

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

/** True once the closing date (YYYY-MM-DD, UTC, as `valid_through` is stored) is behind `today`. */
export const hasLapsed = (validThrough: string | null, today = todayUtc()): boolean =>
  validThrough !== null && validThrough < today;

/**
 * A job as its reader gets it (status already effective) that reads closed because its closing date passed
 * rather than closed by hand: the recruiter's list calls it "lapsed".
 */
export const isLapsed = (job: { status: JobStatus; valid_through: string | null }, today = todayUtc()): boolean =>
  job.status === "closed" && hasLapsed(job.valid_through, today);

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
