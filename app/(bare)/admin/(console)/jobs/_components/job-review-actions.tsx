"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { closeJobAsManagerRequest, reopenJobAsManagerRequest, reviewJobRequest } from "@/lib/api/job-review";
import { CONSOLE_JOBS_COPY } from "@/lib/content/job-review";
import type { JobStatus } from "@/lib/jobs/states";
import { REVIEW_REASON_MAX } from "@/lib/validation/job-review";

const COPY = CONSOLE_JOBS_COPY.actions;
type Dialogs = "reject" | "close" | "reopen" | null;
type Props = { jobId: number; status: JobStatus; changesWaiting: boolean; platformClosed: boolean };

/**
 * A manager's moves on one job: approve or reject (with a reason) a job in review or a published job's pending
 * changes, close an open or in-review one (with a reason), reopen one the platform closed.
 */
export function JobReviewActions({ jobId, status, changesWaiting, platformClosed }: Props) {
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
    setReason("");
  };
  const inReview = status === "pending_review";
  const deciding = inReview || changesWaiting;
  const closable = inReview || status === "open";
  const labels = inReview
    ? { approve: COPY.approve, approveDone: COPY.approveDone, reject: COPY.reject, title: COPY.rejectTitle }
    : {
        approve: COPY.approveChanges,
        approveDone: COPY.approveChangesDone,
        reject: COPY.rejectChanges,
        title: COPY.rejectChangesTitle,
      };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMessage(COPY.rejectReasonRequired);
    void act(
      () => reviewJobRequest(jobId, { decision: "reject", reason: reason.trim() }),
      inReview ? COPY.rejectDone : COPY.rejectChangesDone,
    );
  };
  const close = () => {
    if (!reason.trim()) return setMessage(COPY.closeReasonRequired);
    void act(() => closeJobAsManagerRequest(jobId, reason.trim()), COPY.closeDone);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {deciding ? (
          <>
            <button
              type="button"
              disabled={sending}
              onClick={() => void act(() => reviewJobRequest(jobId, { decision: "approve" }), labels.approveDone)}
              className={buttonClass("primary", "md", "disabled:opacity-60")}
            >
              {labels.approve}
            </button>
            <Dialog.Root open={dialog === "reject"} onOpenChange={(open) => switchDialog(open ? "reject" : null)}>
              <Dialog.Trigger className={buttonClass("secondary", "md")}>{labels.reject}</Dialog.Trigger>
              <DialogPanel title={labels.title} description={inReview ? COPY.rejectLead : COPY.rejectChangesLead}>
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
                    submitLabel={inReview ? COPY.rejectSubmit : COPY.rejectChangesSubmit}
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
            onConfirm={close}
          >
            <TextareaField
              id="close-reason"
              label={COPY.closeReason}
              required
              rows={3}
              maxLength={REVIEW_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={message === COPY.closeReasonRequired || undefined}
            />
          </ConfirmDialog>
        ) : null}
        {platformClosed ? (
          <ConfirmDialog
            open={dialog === "reopen"}
            onOpenChange={(open) => switchDialog(open ? "reopen" : null)}
            trigger={{ label: COPY.reopen, size: "md" }}
            title={COPY.reopenTitle}
            description={COPY.reopenBody}
            message={dialog === "reopen" ? message : null}
            cancelLabel={COPY.cancel}
            confirmLabel={COPY.reopen}
            busyLabel={COPY.working}
            sending={sending}
            tone="primary"
            onConfirm={() => void act(() => reopenJobAsManagerRequest(jobId), COPY.reopenDone)}
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
