"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { apiErrorMessage } from "@/lib/api/errors";
import { approveMilestoneRequest } from "@/lib/api/timesheets";
import { MILESTONES_COPY as COPY } from "@/lib/content/timesheets";
import { formatMoney } from "@/lib/offers/money";
import type { MilestoneJson } from "@/lib/validation/timesheets";

type Props = { engagementId: number; milestone: MilestoneJson; onApproved: (milestone: MilestoneJson) => void };

/** "Approve" on a delivered milestone. */
export function ApproveMilestoneDialog({ engagementId, milestone, onApproved }: Props) {
  const dialog = useConfirmAction({
    async run(close) {
      const approved = await approveMilestoneRequest(engagementId, milestone.position);
      close();
      onApproved(approved);
    },
    failure: (error) => apiErrorMessage(error, COPY.approveFailed),
  });
  return (
    <ConfirmDialog
      {...dialog}
      tone="primary"
      trigger={{ label: COPY.approve, size: "sm", variant: "primary", ariaLabel: COPY.approveLabel(milestone.name) }}
      title={COPY.approveTitle(milestone.name)}
      description={COPY.approveBody(formatMoney(milestone.amount_minor, milestone.currency))}
      cancelLabel={COPY.cancel}
      confirmLabel={COPY.approve}
      busyLabel={COPY.approving}
    />
  );
}
