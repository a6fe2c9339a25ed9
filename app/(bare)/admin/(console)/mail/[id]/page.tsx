import Link from "next/link";
import { notFound } from "next/navigation";

import { AccountDetails } from "@/components/account/account-details";
import { RetryMailButton } from "@/components/manage/retry-mail-button";
import { MAIL_COPY as copy } from "@/lib/content/manager-logs";
import { formatUtcDateTime } from "@/lib/format/date-time";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { ApiError } from "@/lib/server/http/errors";
import { readMail } from "@/lib/server/manage/mail-log";
import { requireManager } from "@/lib/server/manage/manager-session";

import { LinkedText } from "../_components/linked-text";
import { MailStatus } from "../_components/mail-status";
import { isRedactedLink } from "../_components/redacted-link";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/mail",
  noIndex: true,
});

async function load(raw: string, managerId: number) {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  if (id === null) notFound();
  try {
    return await readMail(await getDb(), managerId, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

export default async function MailMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const manager = await requireManager(`/admin/mail/${id}`);
  const mail = await load(id, manager.id);
  const facts: [string, React.ReactNode][] = [
    [
      copy.columns.recipient,
      <span key="to" className="break-all">
        {mail.recipient}
      </span>,
    ],
    [
      copy.columns.kind,
      <span key="kind" className="font-mono text-xs">
        {mail.kind}
      </span>,
    ],
    [
      copy.columns.status,
      <span key="status" className="flex flex-wrap items-center gap-2">
        <MailStatus status={mail.status} />
        {copy.attempts(mail.attempts)}
      </span>,
    ],
    [
      copy.columns.created,
      <time key="created" dateTime={mail.created_at}>
        {formatUtcDateTime(mail.created_at)}
      </time>,
    ],
    ...(mail.sent_at
      ? ([
          [
            copy.columns.sent,
            <time key="sent" dateTime={mail.sent_at}>
              {formatUtcDateTime(mail.sent_at)}
            </time>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    ...(mail.last_error
      ? ([
          [
            copy.lastError,
            <span key="error" className="break-words text-red-700">
              {mail.last_error}
            </span>,
          ],
        ] as [string, React.ReactNode][])
      : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <Link href="/admin/mail" className="self-start text-sm font-semibold text-brand-700 hover:text-brand-900">
        ← {copy.back}
      </Link>
      <header>
        <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{mail.subject}</h1>
      </header>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <AccountDetails details={facts} />
      </div>
      {mail.status === "parked" ? <RetryMailButton id={mail.id} /> : null}
      <section aria-labelledby="mail-links" className="flex flex-col gap-2">
        <h2 id="mail-links" className="text-lg font-semibold text-ink">
          {copy.links}
        </h2>
        {mail.links.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {mail.links.map((link) => (
              <li key={link}>
                {isRedactedLink(link) ? (
                  <span className="break-all font-mono text-sm text-ink">{link}</span>
                ) : (
                  <a
                    href={link}
                    className="break-all text-sm font-medium text-brand-700 underline hover:text-brand-900"
                  >
                    {link}
                  </a>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{copy.noLinks}</p>
        )}
        {mail.links.some(isRedactedLink) ? <p className="text-sm text-ink-muted">{copy.redacted}</p> : null}
      </section>
      <section aria-labelledby="mail-text" className="flex flex-col gap-2">
        <h2 id="mail-text" className="text-lg font-semibold text-ink">
          {copy.text}
        </h2>
        <LinkedText text={mail.text} />
      </section>
    </div>
  );
}
