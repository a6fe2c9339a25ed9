"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { closeJobAsManagerRequest, reviewJobRequest } from "@/lib/api/job-review";
import { CONSOLE_JOBS_COPY } from "@/lib/content/job-review";
import type { JobStatus } from "@/lib/jobs/states";
import { REVIEW_REASON_MAX } from "@/lib/validation/job-review";

const COPY = CONSOLE_JOBS_COPY.actions;
type Dialogs = "reject" | "close" | null;

/** A manager's moves on one job: approve or reject (with a reason) a job in review, close an open or in-review one. */
export function JobReviewActions({ jobId, status }: { jobId: number; status: JobStatus }) {
  const router = useRouter();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const act = async (call: () => Promise<unknown>, doneText: string) => {
    setSending(true);
    setMessage(null);
    try {
      await call();
      setDialog(null);
      setDone(doneText);
      router.refresh();
    } catch (error) {
      setMessage(apiErrorMessage(error, COPY.failed));
    } finally {
      setSending(false);
    }
  };
  const switchDialog = (next: Dialogs) => {
    setDialog(next);
    setMessage(null);
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMessage(COPY.rejectReasonRequired);
    void act(() => reviewJobRequest(jobId, { decision: "reject", reason: reason.trim() }), COPY.rejectDone);
  };

  const inReview = status === "pending_review";
  const closable = inReview || status === "open";
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {inReview ? (
          <>
            <button
              type="button"
              disabled={sending}
              onClick={() => void act(() => reviewJobRequest(jobId, { decision: "approve" }), COPY.approveDone)}
              className={buttonClass("primary", "md", "disabled:opacity-60")}
            >
              {COPY.approve}
            </button>
            <Dialog.Root open={dialog === "reject"} onOpenChange={(open) => switchDialog(open ? "reject" : null)}>
              <Dialog.Trigger className={buttonClass("secondary", "md")}>{COPY.reject}</Dialog.Trigger>
              <DialogPanel title={COPY.rejectTitle} description={COPY.rejectLead}>
                <form noValidate onSubmit={reject} className="mt-5 flex flex-col gap-4">
                  <TextareaField
                    id="reject-reason"
                    label={COPY.rejectReason}
                    required
                    rows={4}
                    maxLength={REVIEW_REASON_MAX}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    aria-invalid={message === COPY.rejectReasonRequired || undefined}
                  />
                  <DialogFormActions
                    message={message}
                    sending={sending}
                    cancelLabel={COPY.cancel}
                    submitLabel={COPY.rejectSubmit}
                    busyLabel={COPY.working}
                    danger
                  />
                </form>
              </DialogPanel>
            </Dialog.Root>
          </>
        ) : null}
        {closable ? (
          <ConfirmDialog
            open={dialog === "close"}
            onOpenChange={(open) => switchDialog(open ? "close" : null)}
            trigger={{ label: COPY.close, size: "md" }}
            title={COPY.closeTitle}
            description={COPY.closeBody}
            message={dialog === "close" ? message : null}
            cancelLabel={COPY.cancel}
            confirmLabel={COPY.close}
            busyLabel={COPY.working}
            sending={sending}
            onConfirm={() => void act(() => closeJobAsManagerRequest(jobId), COPY.closeDone)}
          />
        ) : null}
      </div>
      {message && dialog === null ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {done}
        </p>
      ) : null}
    </div>
  );
}
