import Link from "next/link";

import { MAIL_COPY as copy } from "@/lib/content/manager-logs";
import { formatUtcDateTime } from "@/lib/format/date-time";
import type { MailSummary } from "@/lib/validation/mail-log";

import { MailStatus } from "./mail-status";

const subjectLink = (mail: MailSummary) => (
  // No prefetch: opening a message is audited, so only a manager's click may render it.
  <Link
    href={`/admin/mail/${mail.id}`}
    prefetch={false}
    className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
  >
    {mail.subject}
  </Link>
);

/** The messages: a table from tablet width, a card each on a phone. */
export function MailList({ messages }: { messages: MailSummary[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white md:block">
        <table className="w-full table-fixed text-left text-sm">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                {copy.columns.subject}
              </th>
              <th scope="col" className="w-56 px-4 py-3">
                {copy.columns.recipient}
              </th>
              <th scope="col" className="w-36 px-4 py-3">
                {copy.columns.status}
              </th>
              <th scope="col" className="w-48 px-4 py-3">
                {copy.columns.created}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {messages.map((mail) => (
              <tr key={mail.id} className="align-top">
                <td className="break-words px-4 py-3">
                  {subjectLink(mail)}
                  <p className="mt-0.5 font-mono text-xs text-ink-muted">{mail.kind}</p>
                  {mail.status === "parked" && mail.last_error ? (
                    <p className="mt-1 text-xs text-red-700">{mail.last_error}</p>
                  ) : null}
                </td>
                <td className="break-all px-4 py-3 text-ink">{mail.recipient}</td>
                <td className="px-4 py-3">
                  <MailStatus status={mail.status} />
                  <p className="mt-1 text-xs text-ink-muted">{copy.attempts(mail.attempts)}</p>
                </td>
                <td className="px-4 py-3 text-ink-muted">
                  <time dateTime={mail.created_at}>{formatUtcDateTime(mail.created_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {messages.map((mail) => (
          <li key={mail.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 break-words">{subjectLink(mail)}</p>
              <MailStatus status={mail.status} />
            </div>
            <p className="mt-1 break-all text-sm text-ink">{mail.recipient}</p>
            <p className="mt-1 text-xs text-ink-muted">
              <time dateTime={mail.created_at}>{formatUtcDateTime(mail.created_at)}</time> ·{" "}
              {copy.attempts(mail.attempts)}
            </p>
            {mail.status === "parked" && mail.last_error ? (
              <p className="mt-2 text-xs text-red-700">{mail.last_error}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
