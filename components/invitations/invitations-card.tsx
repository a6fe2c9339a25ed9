"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { cardClass } from "@/components/ui/card";
import { formatApplicationDate } from "@/lib/content/applications";
import { INVITATIONS_CARD as copy } from "@/lib/content/invitations";
import type { AcceptedInvitation, TalentInvitation } from "@/lib/validation/invitations";

import { AcceptInvitationDialog } from "./accept-invitation-dialog";
import { DeclineInvitationDialog } from "./decline-invitation-dialog";
import { InvitationItem } from "./invitation-item";

type Notice = { text: string; applied: boolean };

/**
 * The talent Overview's Invitations card: pending invitations with Apply (in one step) and Decline, and the
 * answered ones folded away. Hidden for a talent who was never invited.
 */
export function InvitationsCard({ initial }: { initial: TalentInvitation[] }) {
  const [invitations, setInvitations] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const router = useRouter();
  if (invitations.length === 0) return null;

  const replace = (next: TalentInvitation) =>
    setInvitations((all) => all.map((one) => (one.id === next.id ? next : one)));
  const accepted = ({ invitation }: AcceptedInvitation) => {
    replace(invitation);
    setNotice({ text: copy.applied(invitation.job.title), applied: true });
    router.refresh(); // the Overview's count of applications
  };
  const declined = (invitation: TalentInvitation) => {
    replace(invitation);
    setNotice({ text: copy.declined(invitation.job.title), applied: false });
  };
  const pending = invitations.filter((one) => one.status === "pending");
  const past = invitations.filter((one) => one.status !== "pending");

  return (
    <section aria-labelledby="invitations-heading" className={cardClass("p-5 shadow-sm sm:p-7")}>
      <h2 id="invitations-heading" className="text-lg font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{pending.length > 0 ? copy.lead : copy.none}</p>
      {notice ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {notice.text}{" "}
          {notice.applied ? (
            <Link href="/talent/applications" className="font-semibold underline underline-offset-4">
              {copy.viewApplication}
            </Link>
          ) : null}
        </p>
      ) : null}
      {pending.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {pending.map((invitation) => (
            <InvitationItem
              key={invitation.id}
              invitation={invitation}
              actions={
                <>
                  {invitation.job.open ? (
                    <AcceptInvitationDialog invitation={invitation} onAccepted={accepted} />
                  ) : null}
                  <DeclineInvitationDialog invitation={invitation} onDeclined={declined} />
                </>
              }
            />
          ))}
        </ul>
      ) : null}
      {past.length > 0 ? (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">{copy.past(past.length)}</summary>
          <ul className="mt-3 divide-y divide-slate-100">
            {past.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="min-w-0 break-words">
                  <Link href={`/jobs/${invitation.job.slug}`} className="font-medium text-ink hover:underline">
                    {invitation.job.title}
                  </Link>
                  <span className="text-ink-muted"> · {invitation.job.company.name}</span>
                </span>
                <span className="text-ink-muted">
                  {copy.status[invitation.status]}
                  {invitation.responded_at ? ` · ${formatApplicationDate(invitation.responded_at)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
