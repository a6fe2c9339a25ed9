import Link from "next/link";

import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { JOBS_COPY } from "@/lib/content/recruiter-jobs";
import { isLapsed } from "@/lib/jobs/states";
import { formatDay } from "@/lib/profiles/format";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { ApplicantCounts } from "./applicant-counts";
import { actionFor, statusLabel } from "./job-status";
import { ReviewNotice } from "./review-notice";
import type { ActionOutcome } from "./use-job-action";

type Props = { job: ClientJob; busy: boolean; outcome: ActionOutcome | null; onAction: () => void };

/** One job of the list: its state, closing date, applicants per stage, and what can be done with it. */
export function JobRow({ job, busy, outcome, onAction }: Props) {
  const action = JOBS_COPY.actions[actionFor(job.status)];
  const headingId = `job-${job.id}-title`;
  return (
    <article aria-labelledby={headingId} className={cardClass("p-5 shadow-sm")}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-ink">
            {job.title}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">
            {job.category.name} · {job.rate_min}–{job.rate_max} {job.currency}/h ·{" "}
            {job.valid_through ? (
              <>
                {JOBS_COPY.closes} <time dateTime={job.valid_through}>{formatDay(job.valid_through)}</time>
              </>
            ) : (
              JOBS_COPY.noClosingDate
            )}
          </p>
        </div>
        <JobStatusBadge status={job.status} label={statusLabel(job)} lapsed={isLapsed(job)} />
      </div>
      <ReviewNotice job={job} className="mt-3" />
      <div className="mt-4">
        <ApplicantCounts counts={job.applicant_counts} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          href={`/recruiter/jobs/${job.id}/edit`}
          prefetch={false}
          className={buttonClass("secondary", "sm")}
          aria-label={`${JOBS_COPY.edit} ${job.title}`}
        >
          {JOBS_COPY.edit}
        </Link>
        <Link href={`/recruiter/jobs/${job.id}/applicants`} prefetch={false} className={buttonClass("secondary", "sm")}>
          {JOBS_COPY.viewApplicants}
        </Link>
        {job.status === "open" || job.status === "closed" ? (
          <Link href={`/jobs/${job.slug}`} prefetch={false} className={buttonClass("ghost", "sm")}>
            {JOBS_COPY.viewPublic}
          </Link>
        ) : null}
        {job.platform_closed_at !== null ? null : (
          <button
            type="button"
            onClick={onAction}
            disabled={busy}
            className={buttonClass(
              job.status === "open" || job.status === "pending_review" ? "secondary" : "primary",
              "sm",
              "disabled:opacity-60",
            )}
          >
            {action.label}
          </button>
        )}
      </div>
      {outcome ? (
        <p
          role={outcome.tone === "error" ? "alert" : "status"}
          className={`mt-3 text-sm ${outcome.tone === "error" ? "text-red-700" : "text-emerald-700"}`}
        >
          {outcome.message}
        </p>
      ) : null}
    </article>
  );
}
