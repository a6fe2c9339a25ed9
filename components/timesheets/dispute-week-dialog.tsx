"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { disputeTimesheetRequest } from "@/lib/api/timesheets";
import { CLIENT_TIMESHEET_COPY as COPY, ENTRY_FORM_COPY } from "@/lib/content/timesheets";
import { DISPUTE_REASON_MAX } from "@/lib/timesheets/states";
import { weekRange } from "@/lib/timesheets/week-text";
import { disputeRequestSchema, type DisputeRequest, type Timesheet } from "@/lib/validation/timesheets";

type Props = { sheet: Timesheet; onDisputed: (sheet: Timesheet) => void };

/** "Dispute": the client says what is wrong with a submitted week; it goes back to the talent with the reason. */
export function DisputeWeekDialog({ sheet, onDisputed }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={COPY.disputeLabel(weekRange(sheet.week_start))}
        className={buttonClass("secondary", "md")}
      >
        {COPY.dispute}
      </Dialog.Trigger>
      <DialogPanel title={COPY.disputeTitle} description={COPY.disputeBody(sheet.engagement.talent.name)}>
        {open ? (
          <DisputeForm
            sheet={sheet}
            onDone={(disputed) => {
              setOpen(false);
              onDisputed(disputed);
            }}
          />
        ) : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function DisputeForm({ sheet, onDone }: { sheet: Timesheet; onDone: (sheet: Timesheet) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<DisputeRequest>({
    resolver: zodResolver(disputeRequestSchema),
    defaultValues: { reason: "" },
  });
  const reason = useWatch({ control, name: "reason" });
  const submit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      onDone(await disputeTimesheetRequest(sheet.id, request));
    } catch (error) {
      setFailure(apiErrorMessage(error, COPY.disputeFailed));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      <p className="text-sm font-medium text-ink">{weekRange(sheet.week_start)}</p>
      <TextareaField
        id={`dispute-reason-${sheet.id}`}
        rows={4}
        label={COPY.reason}
        hint={COPY.reasonHint}
        error={formState.errors.reason?.message}
        count={{
          text: ENTRY_FORM_COPY.count(reason.length, DISPUTE_REASON_MAX),
          over: reason.length > DISPUTE_REASON_MAX,
        }}
        {...register("reason")}
      />
      <DialogFormActions
        message={failure}
        sending={formState.isSubmitting}
        cancelLabel={COPY.disputeCancel}
        submitLabel={COPY.disputeSubmit}
        busyLabel={COPY.disputing}
        danger
      />
    </form>
  );
}
