import { REVIEW_NOTICE_COPY } from "@/lib/content/job-review";
import { JOB_STATUS_LABELS, JOBS_COPY, type JobAction } from "@/lib/content/recruiter-jobs";
import type { ClientJob } from "@/lib/validation/client-job-responses";

/** Today's date in UTC as YYYY-MM-DD, the form `valid_through` is kept in (as the server's job-states.ts). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Closed because its closing date passed, rather than closed by hand. */
export const hasLapsed = (job: Pick<ClientJob, "status" | "valid_through">, today = todayUtc()) =>
  job.status === "closed" && job.valid_through !== null && job.valid_through < today;

export const statusLabel = (job: Pick<ClientJob, "status" | "valid_through">, today = todayUtc()) =>
  hasLapsed(job, today) ? JOB_STATUS_LABELS.lapsed : JOB_STATUS_LABELS[job.status];

// A job waiting for review can be withdrawn (closed) by its recruiter; the manager decides the rest.
const ACTIONS: Record<ClientJob["status"], JobAction> = {
  draft: "publish",
  pending_review: "withdraw",
  open: "close",
  closed: "reopen",
};

/** The one state move each state offers (the server's state machine decides; this only names the button). */
export const actionFor = (status: ClientJob["status"]): JobAction => ACTIONS[status];

/** What a done move says: a publish or reopen that landed in review says so instead of "on the board". */
export const actionDoneMessage = (action: JobAction, job: Pick<ClientJob, "status">): string =>
  job.status === "pending_review" && JOBS_COPY.actions[action].status === "open"
    ? REVIEW_NOTICE_COPY.submitted
    : JOBS_COPY.actions[action].done;
