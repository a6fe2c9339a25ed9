"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { apiErrorMessage } from "@/lib/api/errors";
import { approveTimesheetRequest } from "@/lib/api/timesheets";
import { CLIENT_TIMESHEET_COPY as COPY } from "@/lib/content/timesheets";
import { durationOfCap } from "@/lib/timesheets/duration-text";
import { weekRange } from "@/lib/timesheets/week-text";
import type { Timesheet } from "@/lib/validation/timesheets";

/** "Approve": a submitted week is accepted and locked. */
export function ApproveWeekDialog({ sheet, onApproved }: { sheet: Timesheet; onApproved: (sheet: Timesheet) => void }) {
  const dialog = useConfirmAction({
    async run(close) {
      const approved = await approveTimesheetRequest(sheet.id);
      close();
      onApproved(approved);
    },
    failure: (error) => apiErrorMessage(error, COPY.approveFailed),
  });
  return (
    <ConfirmDialog
      {...dialog}
      tone="primary"
      trigger={{
        label: COPY.approve,
        size: "md",
        variant: "primary",
        ariaLabel: COPY.approveLabel(weekRange(sheet.week_start)),
      }}
      title={COPY.approveTitle}
      description={COPY.approveBody(durationOfCap(sheet.minutes, sheet.weekly_hours_cap), sheet.engagement.talent.name)}
      cancelLabel={COPY.approveCancel}
      confirmLabel={COPY.approve}
      busyLabel={COPY.approving}
    />
  );
}
