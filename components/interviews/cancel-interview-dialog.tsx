"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import type { MemberKind } from "@/lib/accounts/kinds";
import { apiErrorMessage } from "@/lib/api/errors";
import { cancelInterviewRequest } from "@/lib/api/interviews";
import { CANCEL_INTERVIEW_COPY, INTERVIEW_COPY } from "@/lib/content/interviews";
import { CANCEL_REASON_MAX, type Interview } from "@/lib/validation/interviews";

type Props = { side: MemberKind; interviewId: number; onCancelled: (interview: Interview) => void };

/** "Cancel interview", then a reason (required) before the call; either side uses it. */
export function CancelInterviewDialog({ side, interviewId, onCancelled }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setMessage(CANCEL_INTERVIEW_COPY.reasonRequired);
    setSending(true);
    setMessage(null);
    try {
      const cancelled = await cancelInterviewRequest(side, interviewId, reason.trim());
      setOpen(false);
      onCancelled(cancelled);
    } catch (failure) {
      setMessage(apiErrorMessage(failure, CANCEL_INTERVIEW_COPY.failed));
    } finally {
      setSending(false);
    }
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setMessage(null);
      }}
    >
      <Dialog.Trigger className="inline-flex min-h-10 items-center text-sm font-semibold text-red-700 hover:underline">
        {INTERVIEW_COPY.cancel}
      </Dialog.Trigger>
      <DialogPanel title={CANCEL_INTERVIEW_COPY.title} description={CANCEL_INTERVIEW_COPY.intro}>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <div>
            <label htmlFor={`cancel-reason-${interviewId}`} className="text-sm font-medium text-ink">
              {CANCEL_INTERVIEW_COPY.reason}
            </label>
            <textarea
              id={`cancel-reason-${interviewId}`}
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500"
            />
          </div>
          <DialogFormActions
            message={message}
            sending={sending}
            cancelLabel={CANCEL_INTERVIEW_COPY.keep}
            submitLabel={CANCEL_INTERVIEW_COPY.submit}
            busyLabel={CANCEL_INTERVIEW_COPY.sending}
            danger
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
