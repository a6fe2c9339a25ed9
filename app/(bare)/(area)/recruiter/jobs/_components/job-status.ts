import { REVIEW_NOTICE_COPY } from "@/lib/content/job-review";
import { JOB_STATUS_LABELS, JOBS_COPY, type JobAction } from "@/lib/content/recruiter-jobs";
import { todayUtc } from "@/lib/format/date-time";
import { isLapsed } from "@/lib/jobs/states";
import type { ClientJob } from "@/lib/validation/client-job-responses";

export const statusLabel = (job: Pick<ClientJob, "status" | "valid_through">, today = todayUtc()) =>
  isLapsed(job, today) ? JOB_STATUS_LABELS.lapsed : JOB_STATUS_LABELS[job.status];

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

/** The job as its recruiter last wrote it: the pending changes (waiting for review) over the public content. */
export function withPendingChanges(job: ClientJob): ClientJob {
  if (!job.revision) return job;
  const { title, description, rate_min, rate_max, currency, skills } = job.revision;
  return { ...job, title, description, rate_min, rate_max, currency, skills };
}
