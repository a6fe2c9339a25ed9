"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { isAxiosError } from "axios";
import { useState, type FormEvent } from "react";

import { useAuthUser } from "@/components/auth/use-auth-user";
import { buttonClass } from "@/components/ui/button-styles";
import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { TextareaField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { reportJobRequest } from "@/lib/api/job-review";
import { REPORT_DIALOG_COPY as COPY, REPORT_REASON_LABELS } from "@/lib/content/job-review";
import { JOB_REPORT_REASONS, REPORT_DETAILS_MAX, type JobReportReason } from "@/lib/validation/job-review";

type Outcome = { kind: "form" } | { kind: "sent" } | { kind: "already" };

/**
 * "Report this job" for signed-in talent and recruiters: a small island on the job page, which stays the same
 * for everyone. Visitors see nothing: a report needs someone our managers can hold to it.
 */
export function ReportJobDialog({ slug }: { slug: string }) {
  const user = useAuthUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<JobReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "form" });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(COPY.chooseReason);
    setSending(true);
    setError(null);
    try {
      await reportJobRequest(slug, { reason, details: details.trim() || undefined }, user.type);
      setOutcome({ kind: "sent" });
    } catch (failure) {
      if (isAxiosError(failure) && failure.response?.status === 409) setOutcome({ kind: "already" });
      else setError(apiErrorMessage(failure, COPY.failed));
    } finally {
      setSending(false);
    }
  };

  const done = outcome.kind !== "form";
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="mt-4 w-full text-center text-sm font-medium text-ink-muted underline-offset-2 hover:text-red-700 hover:underline">
        {COPY.open}
      </Dialog.Trigger>
      <DialogPanel
        title={outcome.kind === "sent" ? COPY.doneTitle : outcome.kind === "already" ? COPY.already : COPY.title}
        description={outcome.kind === "sent" ? COPY.done : outcome.kind === "already" ? COPY.alreadyBody : COPY.lead}
      >
        {done ? (
          <Dialog.Close className={buttonClass("primary", "md", "mt-6 w-full")}>{COPY.close}</Dialog.Close>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-5">
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{COPY.reason}</legend>
              <div className="mt-2 flex flex-col gap-1">
                {JOB_REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-ink hover:bg-slate-50"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="size-4 accent-brand-600"
                    />
                    {REPORT_REASON_LABELS[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextareaField
              id="report-details"
              label={COPY.details}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              hint={COPY.detailsHint}
            />
            <DialogFormActions
              message={error}
              sending={sending}
              cancelLabel={COPY.cancel}
              submitLabel={COPY.submit}
              busyLabel={COPY.submitting}
            />
          </form>
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}
