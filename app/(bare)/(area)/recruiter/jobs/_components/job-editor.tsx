"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";

import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { FormStatus } from "@/components/profile-form/form-status";
import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { JOB_EDITOR_COPY as COPY, JOBS_COPY, type JobAction } from "@/lib/content/recruiter-jobs";
import { isLapsed } from "@/lib/jobs/states";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { JobFields } from "./job-fields";
import {
  EMPTY_JOB_FORM,
  JOB_FORM_FIELDS,
  jobFormResolver,
  jobFormValues,
  type JobFormOutput,
  type JobFormValues,
} from "./job-form-schema";
import { JobPreview, type PreviewCompany } from "./job-preview";
import { actionDoneMessage, actionFor, statusLabel, withPendingChanges } from "./job-status";
import { ReviewNotice } from "./review-notice";
import { useJobSave } from "./use-job-save";

/**
 * The job editor: a new job (save a draft or publish) or an existing one (save, and its state's one move).
 * `notice` (the page's email verification banner) sits under the heading, by the reason a publish may be refused.
 * `defaults` prefill a new job (copied from an earlier one by "Hire again").
 */
export function JobEditor({
  company,
  job: initial,
  defaults,
  notice,
}: {
  company: PreviewCompany;
  job?: ClientJob;
  defaults?: JobFormValues;
  notice?: ReactNode;
}) {
  const router = useRouter();
  const [job, setJob] = useState(initial);
  const [previewing, setPreviewing] = useState(false);
  const [savedText, setSavedText] = useState<string>(COPY.saved);
  const resolver = useMemo(() => jobFormResolver(initial?.valid_through ?? null), [initial?.valid_through]);
  const form = useForm<JobFormValues, unknown, JobFormOutput>({
    resolver,
    defaultValues: initial ? jobFormValues(withPendingChanges(initial)) : (defaults ?? EMPTY_JOB_FORM),
  });
  const save = useJobSave(form);
  const busy = save.status.state === "saving";

  // Errors may sit in fields the preview hides: show the fields again and focus the first one.
  const onInvalid = (errors: FieldErrors<JobFormValues>) => {
    save.invalid();
    setPreviewing(false);
    const first = JOB_FORM_FIELDS.find((name) => errors[name]);
    if (first)
      requestAnimationFrame(() =>
        first === "skills"
          ? document.getElementById("skills")?.scrollIntoView({ block: "center" })
          : form.setFocus(first),
      );
  };

  const create = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      const created = await save.create(values, publish);
      if (created) router.push(`/recruiter/jobs?created=${created.status}`);
    }, onInvalid);

  const update = (action?: JobAction) =>
    form.handleSubmit(async (values) => {
      if (!job) return;
      const saved = await save.update(job, values, action ? JOBS_COPY.actions[action].status : undefined);
      if (!saved) return;
      setSavedText(action ? actionDoneMessage(action, saved) : saved.revision ? COPY.savedForReview : COPY.saved);
      setJob(saved);
      form.reset(jobFormValues(withPendingChanges(saved)));
    }, onInvalid);

  // A job the platform closed has no move: only a manager reopens it.
  const action = job && job.platform_closed_at === null ? actionFor(job.status) : null;

  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link href="/recruiter/jobs" className="text-sm font-medium text-brand-700 hover:underline">
          {COPY.backToJobs}
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {job ? COPY.editTitle : COPY.newTitle}
          </h1>
          {job ? <JobStatusBadge status={job.status} label={statusLabel(job)} lapsed={isLapsed(job)} /> : null}
        </div>
        <p className="mt-2 text-ink-muted">{job ? COPY.editLead : COPY.newLead}</p>
        {job ? <ReviewNotice job={job} className="mt-4" /> : null}
      </header>
      {notice}

      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => void (job ? update() : create(false))(event)}
          className="flex flex-col gap-6"
        >
          <div className="flex justify-end">
            <button
              type="button"
              aria-pressed={previewing}
              onClick={() => setPreviewing((on) => !on)}
              className={buttonClass("secondary", "sm")}
            >
              {previewing ? COPY.backToEdit : COPY.preview}
            </button>
          </div>
          <section hidden={previewing} aria-label="Job details" className={cardClass("p-5 shadow-sm sm:p-6")}>
            <JobFields />
          </section>
          {previewing ? <JobPreview company={company} /> : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="flex flex-wrap gap-2 sm:shrink-0">
              {job ? (
                <>
                  <button type="submit" disabled={busy} className={buttonClass("primary", "md", "disabled:opacity-60")}>
                    {COPY.saveChanges}
                  </button>
                  {action ? (
                    <button
                      type="button"
                      disabled={busy}
                      onClick={(event) => void update(action)(event)}
                      className={buttonClass("secondary", "md", "disabled:opacity-60")}
                    >
                      {JOBS_COPY.actions[action].label}
                    </button>
                  ) : null}
                </>
              ) : (
                <>
                  <button
                    type="submit"
                    disabled={busy}
                    className={buttonClass("secondary", "md", "disabled:opacity-60")}
                  >
                    {COPY.saveDraft}
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={(event) => void create(true)(event)}
                    className={buttonClass("primary", "md", "disabled:opacity-60")}
                  >
                    {COPY.publish}
                  </button>
                </>
              )}
            </div>
            <FormStatus status={save.status} savedText={savedText} />
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
