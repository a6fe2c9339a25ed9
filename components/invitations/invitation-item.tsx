import Link from "next/link";

import { formatApplicationDate } from "@/lib/content/applications";
import { INVITATIONS_CARD as copy } from "@/lib/content/invitations";
import type { TalentInvitation } from "@/lib/validation/invitations";

/**
 * One invitation's job, company, date and the recruiter's words; `actions` are the buttons of a pending one,
 * beside the job on a wide screen and after the message on a phone (read first, then answer).
 */
export function InvitationItem({ invitation, actions }: { invitation: TalentInvitation; actions?: React.ReactNode }) {
  const { job } = invitation;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">
          <Link href={`/jobs/${job.slug}`} className="break-words hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted">
          {job.company.name} · {copy.invitedOn(formatApplicationDate(invitation.created_at))}
        </p>
      </div>
      {invitation.message ? (
        <blockquote className="rounded-lg bg-slate-50 p-3 text-sm text-ink sm:col-span-2 sm:row-start-2">
          <span className="sr-only">{copy.message}: </span>
          <span className="whitespace-pre-line break-words">{invitation.message}</span>
        </blockquote>
      ) : null}
      {invitation.status === "pending" && !job.open ? (
        <p className="text-sm text-amber-800 sm:col-span-2">{copy.jobClosed}</p>
      ) : null}
      {actions ? (
        <div className="flex flex-wrap gap-2 sm:col-start-2 sm:row-start-1 sm:self-start">{actions}</div>
      ) : null}
    </li>
  );
}
