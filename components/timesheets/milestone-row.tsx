"use client";

import { zonesOf, type EngagementSide } from "@/components/engagements/engagement-side";
import { MILESTONES_COPY as COPY } from "@/lib/content/timesheets";
import { formatMoney } from "@/lib/offers/money";
import { deadlineText, momentText } from "@/lib/timesheets/deadline-text";
import type { Engagement } from "@/lib/validation/engagements";
import type { MilestoneJson } from "@/lib/validation/timesheets";

import { ApproveMilestoneDialog } from "./approve-milestone-dialog";
import { DeliverMilestoneDialog } from "./deliver-milestone-dialog";
import { MilestoneStatusBadge } from "./timesheet-status-badge";

type Props = {
  side: EngagementSide;
  milestone: MilestoneJson;
  engagement: Engagement;
  canDeliver: boolean;
  onChanged: () => void;
};

/** One milestone: its place, name, amount and status, when it is approved automatically, and the next action. */
export function MilestoneRow({ side, milestone, engagement, canDeliver, onChanged }: Props) {
  const { own, other } = zonesOf(engagement, side);
  const amount = formatMoney(milestone.amount_minor, milestone.currency);
  const deadline = milestone.approve_by
    ? deadlineText(new Date(milestone.approve_by), own, other, side === "talent" ? "company" : "talent")
    : null;
  return (
    <article aria-label={milestone.name} className="flex flex-col gap-2 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-sm font-semibold text-ink">
          {milestone.position}. {milestone.name}
        </h3>
        <div className="flex items-center gap-2">
          <span className="text-sm font-semibold tabular-nums text-ink">{amount}</span>
          <MilestoneStatusBadge status={milestone.status} />
        </div>
      </div>
      {milestone.delivered_at ? (
        <p className="text-sm text-ink-muted">{COPY.deliveredOn(momentText(new Date(milestone.delivered_at), own))}</p>
      ) : null}
      {milestone.note ? (
        <p className="whitespace-pre-line break-words rounded-lg bg-slate-50 p-2 text-sm text-ink">
          <span className="font-medium">{COPY.noteLabel}: </span>
          {milestone.note}
        </p>
      ) : null}
      {milestone.status === "delivered" && deadline ? (
        <p className="text-sm text-ink">
          {side === "talent" ? COPY.talentAutoApprove(deadline) : COPY.clientAutoApprove(deadline)}
        </p>
      ) : null}
      {milestone.status === "approved" && milestone.approved_at ? (
        <p className="text-sm font-medium text-emerald-800">
          {COPY.approvedOn(momentText(new Date(milestone.approved_at), own), milestone.auto_approved)}
        </p>
      ) : null}
      {side === "talent" && milestone.status === "pending" && canDeliver ? (
        <div>
          <DeliverMilestoneDialog engagementId={engagement.id} milestone={milestone} onDelivered={onChanged} />
        </div>
      ) : null}
      {side === "client" && milestone.status === "delivered" ? (
        <div>
          <ApproveMilestoneDialog engagementId={engagement.id} milestone={milestone} onApproved={onChanged} />
        </div>
      ) : null}
    </article>
  );
}
