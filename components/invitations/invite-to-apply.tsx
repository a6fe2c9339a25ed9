"use client";

import * as Dialog from "@radix-ui/react-dialog";
import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { DialogFormActions, DialogPanel } from "@/components/ui/dialog-panel";
import { SelectField, TextareaField } from "@/components/ui/field";
import { listClientJobsRequest } from "@/lib/api/client-jobs";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { sendInvitationRequest } from "@/lib/api/invitations";
import { INVITE_COPY as copy } from "@/lib/content/invitations";
import type { ClientJob } from "@/lib/validation/client-job-responses";
import { INVITATION_MESSAGE_MAX } from "@/lib/validation/invitations";

/** `size` "sm" for a card in a list, where the button also names the talent to screen readers. */
type Props = { talentId: number; talentName: string; size?: "sm" | "md" };
type Jobs = { state: "loading" } | { state: "failed" } | { state: "ready"; jobs: Pick<ClientJob, "id" | "title">[] };

/** "Invite to apply" and its dialog: one of the recruiter's open jobs, an optional short message, send. */
export function InviteToApply({ talentId, talentName, size = "md" }: Props) {
  const [open, setOpen] = useState(false);
  const [jobs, setJobs] = useState<Jobs>({ state: "loading" });
  const [jobId, setJobId] = useState("");
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const tooLong = message.length > INVITATION_MESSAGE_MAX;

  async function loadJobs() {
    setJobs({ state: "loading" });
    try {
      const openJobs = (await listClientJobsRequest()).filter((job) => job.status === "open");
      setJobs({ state: "ready", jobs: openJobs });
      setJobId((current) => current || (openJobs.length === 1 ? String(openJobs[0]!.id) : ""));
    } catch {
      setJobs({ state: "failed" });
    }
  }

  function openChange(next: boolean) {
    setOpen(next);
    setError(null);
    if (next) {
      setSent(null);
      void loadJobs();
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (tooLong) return;
    if (!jobId) return setError(copy.pickJob);
    setSending(true);
    setError(null);
    try {
      const invitation = await sendInvitationRequest({ talentId, jobId: Number(jobId), message });
      setSent(copy.sent(talentName, invitation.job.title));
      setMessage("");
      setJobId("");
    } catch (failure) {
      const detail = Object.values(apiFieldErrors(failure)).flat()[0];
      const text = apiErrorMessage(failure, copy.failed);
      setError(detail && detail !== text ? `${text} ${detail}` : text);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className={buttonClass(size === "sm" ? "secondary" : "primary", size)}>
        {copy.button}
        {size === "sm" ? <span className="sr-only"> ({talentName})</span> : null}
      </Dialog.Trigger>
      <DialogPanel title={copy.title(talentName)} description={copy.description}>
        {sent ? (
          <div className="mt-5 space-y-5">
            <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
              {sent}
            </p>
            <div className="flex justify-end">
              <Dialog.Close className={buttonClass("primary", "md")}>{copy.close}</Dialog.Close>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
            <JobPicker jobs={jobs} value={jobId} onChange={setJobId} onRetry={() => void loadJobs()} />
            <TextareaField
              id="invite-message"
              label={copy.message}
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              hint={
                tooLong ? <span className="font-semibold text-red-700">{copy.messageTooLong}</span> : copy.messageHint
              }
              count={{ text: copy.counter(message.length), over: tooLong }}
            />
            <DialogFormActions
              message={error}
              sending={sending}
              submitDisabled={tooLong || jobs.state !== "ready" || jobs.jobs.length === 0}
              cancelLabel={copy.cancel}
              submitLabel={copy.send}
              busyLabel={copy.sending}
            />
          </form>
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}

type PickerProps = { jobs: Jobs; value: string; onChange: (value: string) => void; onRetry: () => void };

function JobPicker({ jobs, value, onChange, onRetry }: PickerProps) {
  if (jobs.state === "loading") return <p className="text-sm text-ink-muted">{copy.loadingJobs}</p>;
  if (jobs.state === "failed") {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        {copy.jobsFailed}{" "}
        <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-4">
          {copy.retry}
        </button>
      </p>
    );
  }
  if (jobs.jobs.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-ink">
        {copy.noOpenJobs}{" "}
        <Link href="/recruiter/jobs/new" className="font-semibold text-brand-700 underline underline-offset-4">
          {copy.postJob}
        </Link>
      </p>
    );
  }
  return (
    <SelectField
      id="invite-job"
      label={copy.job}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={copy.chooseJob}
      options={jobs.jobs.map((job) => ({ value: String(job.id), label: job.title }))}
    />
  );
}
