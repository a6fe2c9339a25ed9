import Link from "next/link";

import { CONSOLE_JOBS_COPY as COPY, REPORT_REASON_LABELS, RESOLUTION_LABELS } from "@/lib/content/job-review";
import type { JobReport } from "@/lib/validation/job-review";

import { formatWhen } from "./console-jobs-url";
import { ReportActions } from "./report-actions";

/** Reports with their reason, details and reporter; open ones carry their resolve actions. */
export function ReportList({ reports, showJob }: { reports: JobReport[]; showJob: boolean }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {reports.map((report) => (
        <li
          key={report.id}
          aria-label={`${REPORT_REASON_LABELS[report.reason]}: ${report.job.title}`}
          className="flex flex-col gap-3 p-4 sm:p-5"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-600/20">
                {REPORT_REASON_LABELS[report.reason]}
              </span>
              {showJob ? (
                <Link
                  href={`/admin/jobs/${report.job.id}`}
                  className="min-w-0 break-words font-semibold text-ink hover:text-brand-700 hover:underline"
                >
                  {report.job.title}
                </Link>
              ) : null}
            </p>
            {showJob ? <p className="mt-1 break-words text-sm text-ink-muted">{report.job.company_name}</p> : null}
            {report.details ? (
              <p className="mt-2 whitespace-pre-line break-words text-sm text-ink">{report.details}</p>
            ) : null}
            <p className="mt-2 break-words text-sm text-ink-muted">
              {COPY.reported} <time dateTime={report.created_at}>{formatWhen(report.created_at)}</time> {COPY.by}{" "}
              {report.reporter.name} ({report.reporter.kind}, {report.reporter.email})
            </p>
          </div>
          {report.resolution ? (
            <p className="text-sm font-medium text-ink-muted">{RESOLUTION_LABELS[report.resolution]}</p>
          ) : (
            <ReportActions reportId={report.id} jobTitle={report.job.title} />
          )}
        </li>
      ))}
    </ul>
  );
}
