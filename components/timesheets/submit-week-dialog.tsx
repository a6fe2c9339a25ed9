"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { apiErrorMessage } from "@/lib/api/errors";
import { submitTimesheetRequest } from "@/lib/api/timesheets";
import { TALENT_TIMESHEET_COPY as COPY } from "@/lib/content/timesheets";
import { durationOfCap } from "@/lib/timesheets/duration-text";
import type { Timesheet } from "@/lib/validation/timesheets";

type Props = { sheet: Timesheet; company: string; onSubmitted: (sheet: Timesheet) => void };

/** "Submit week" (or "Submit again" after a dispute): the week goes to the client for review. */
export function SubmitWeekDialog({ sheet, company, onSubmitted }: Props) {
  const dialog = useConfirmAction({
    async run(close) {
      const submitted = await submitTimesheetRequest(sheet.id);
      close();
      onSubmitted(submitted);
    },
    failure: (error) => apiErrorMessage(error, COPY.submitFailed),
  });
  return (
    <ConfirmDialog
      {...dialog}
      tone="primary"
      trigger={{ label: sheet.status === "disputed" ? COPY.resubmit : COPY.submit, size: "md", variant: "primary" }}
      title={COPY.submitTitle}
      description={COPY.submitBody(company, durationOfCap(sheet.minutes, sheet.weekly_hours_cap))}
      cancelLabel={COPY.submitCancel}
      confirmLabel={sheet.status === "disputed" ? COPY.resubmit : COPY.submit}
      busyLabel={COPY.submitting}
    />
  );
}
