import Link from "next/link";

import { MessageBody } from "@/components/messages/message-body";
import { MESSAGE_REPORTS_COPY as COPY } from "@/lib/content/message-reports";
import { formatWhen } from "@/lib/format/console-when";
import type { MessageReport } from "@/lib/validation/message-reports";

import { MessageReportActions } from "./message-report-actions";

/** Reported messages: the reason and reporter, the message among its neighbours, the job; open ones can be resolved. */
export function MessageReportList({ reports }: { reports: MessageReport[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {reports.map((report) => (
        <li
          key={report.id}
          aria-label={`${report.author.name}: ${report.reason}`}
          className="flex flex-col gap-3 p-4 sm:p-5"
        >
          <div className="min-w-0">
            <p className="break-words font-semibold text-ink">{report.reason}</p>
            <p className="mt-1 break-words text-sm text-ink-muted">
              {COPY.reportedBy} {report.reporter.name} ({report.reporter.kind}, {report.reporter.email}),{" "}
              <time dateTime={report.created_at}>{formatWhen(report.created_at)}</time>
            </p>
            <p className="mt-1 break-words text-sm text-ink-muted">
              {COPY.about}{" "}
              <Link href={`/admin/jobs/${report.job.id}`} className="font-medium text-brand-700 hover:underline">
                {report.job.title}
              </Link>{" "}
              · {report.job.company_name}
            </p>
          </div>
          <section aria-label={COPY.context} className="rounded-xl bg-slate-50 p-3">
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{COPY.context}</h3>
            <ol className="mt-2 flex flex-col gap-2 text-sm">
              {report.context.map((message) => {
                const reported = message.id === report.message.id;
                return (
                  <li
                    key={message.id}
                    className={`rounded-lg px-3 py-2 ${reported ? "bg-red-50 ring-1 ring-red-600/30" : "bg-white"}`}
                  >
                    <p className="text-xs text-ink-muted">
                      <span className="font-semibold text-ink">
                        {message.author === report.author.kind ? report.author.name : report.reporter.name}
                      </span>{" "}
                      ({message.author}) · <time dateTime={message.created_at}>{formatWhen(message.created_at)}</time>
                    </p>
                    <div className="text-ink">
                      <MessageBody body={message.body} />
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
          <p className="text-sm text-ink-muted">
            {COPY.writtenBy} {report.author.name} ({report.author.kind}, {report.author.email})
            {report.author.suspended ? ` · ${COPY.suspended}` : ""} ·{" "}
            <Link
              href={`/admin/accounts?${new URLSearchParams({ q: report.author.email, kind: report.author.kind })}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {COPY.account}
            </Link>
          </p>
          {report.resolution ? (
            <p className="text-sm font-medium text-ink-muted">{COPY.resolutions[report.resolution]}</p>
          ) : (
            <MessageReportActions reportId={report.id} authorName={report.author.name} />
          )}
        </li>
      ))}
    </ul>
  );
}
