"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { isAxiosError } from "axios";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import type { MemberKind } from "@/lib/accounts/kinds";
import { reportMessageRequest } from "@/lib/api/conversations";
import { apiErrorMessage } from "@/lib/api/errors";
import { MESSAGES_COPY as COPY } from "@/lib/content/messages";
import { MESSAGE_REPORT_REASON_MAX } from "@/lib/validation/message-reports";
import { z } from "@/lib/validation/zod";

const reportSchema = z.object({ reason: z.string().trim().min(1, COPY.reportRequired).max(MESSAGE_REPORT_REASON_MAX) });
type ReportValues = z.input<typeof reportSchema>;

/** "Report" on one of the other side's messages, and the dialog that asks why. */
export function ReportMessageDialog({ side, messageId }: { side: MemberKind; messageId: number }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (reported)
    return (
      <span role="status" className="text-xs font-medium text-ink-muted">
        {COPY.reportedLabel}
      </span>
    );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded text-xs font-medium text-ink-muted underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
        {COPY.report}
      </Dialog.Trigger>
      <DialogPanel title={COPY.reportTitle} description={COPY.reportBody}>
        {open ? (
          <ReportForm
            side={side}
            messageId={messageId}
            onDone={() => {
              setOpen(false);
              setReported(true);
            }}
          />
        ) : null}
      </DialogPanel>
    </Dialog.Root>
  );
}

function ReportForm({ side, messageId, onDone }: { side: MemberKind; messageId: number; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ReportValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: "" },
  });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await reportMessageRequest(side, messageId, reason.trim());
      onDone();
    } catch (error) {
      // Reported before (409): the report is there, which is what was asked.
      if (isAxiosError(error) && error.response?.status === 409) onDone();
      else setFailure(apiErrorMessage(error, COPY.reportFailed));
    }
  });
  const error = formState.errors.reason?.message;
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      <div>
        <label htmlFor={`report-reason-${messageId}`} className="text-sm font-medium text-ink">
          {COPY.reportReason}
        </label>
        <textarea
          id={`report-reason-${messageId}`}
          rows={3}
          placeholder={COPY.reportPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `report-reason-${messageId}-error` : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-600"
          {...register("reason")}
        />
        {error ? (
          <p id={`report-reason-${messageId}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFormActions
        message={failure}
        sending={formState.isSubmitting}
        cancelLabel={COPY.reportCancel}
        submitLabel={COPY.reportSubmit}
        busyLabel={COPY.reportSending}
        danger
      />
    </form>
  );
}
