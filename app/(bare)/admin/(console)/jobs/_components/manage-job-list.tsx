import Link from "next/link";

import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { CONSOLE_JOBS_COPY as COPY } from "@/lib/content/job-review";
import { JOB_STATUS_LABELS } from "@/lib/content/recruiter-jobs";
import type { ManageJob } from "@/lib/validation/job-review";

import { formatWhen } from "./console-jobs-url";

const FLAG_TONES = {
  red: "bg-red-50 text-red-800 ring-red-600/20",
  sky: "bg-sky-50 text-sky-800 ring-sky-600/20",
} as const;

function Flag({ tone, children }: { tone: keyof typeof FLAG_TONES; children: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${FLAG_TONES[tone]}`}>
      {children}
    </span>
  );
}

/** In the review queue, a published job's changes count from when they were sent, not from the posting. */
const submittedAt = (job: ManageJob, queue: boolean) => (queue && job.revision_submitted_at) || job.posted_at;

/** Jobs as the console lists them: title (to the job's review page), company, category, when, status and reports. */
export function ManageJobList({ jobs, queue }: { jobs: ManageJob[]; queue: boolean }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {jobs.map((job) => (
        <li
          key={job.id}
          className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:p-5"
        >
          <div className="min-w-0">
            <Link
              href={`/admin/jobs/${job.id}`}
              className="break-words font-semibold text-ink hover:text-brand-700 hover:underline"
            >
              {job.title}
            </Link>
            <p className="mt-0.5 break-words text-sm text-ink-muted">
              {job.company.name} · {job.category.name}
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">
              {queue ? COPY.submitted : COPY.posted}{" "}
              <time dateTime={submittedAt(job, queue)}>{formatWhen(submittedAt(job, queue))}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {job.open_reports > 0 ? <Flag tone="red">{COPY.reportsCount(job.open_reports)}</Flag> : null}
            {job.revision_submitted_at ? <Flag tone="sky">{COPY.changesWaiting}</Flag> : null}
            {job.platform_closed_at ? <Flag tone="red">{COPY.platformClosed}</Flag> : null}
            <JobStatusBadge status={job.status} label={JOB_STATUS_LABELS[job.status]} />
          </div>
        </li>
      ))}
    </ul>
  );
}
