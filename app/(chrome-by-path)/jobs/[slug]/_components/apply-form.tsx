"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { isAxiosError } from "axios";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { TextareaField } from "@/components/ui/field";
import { applyToJobRequest } from "@/lib/api/applications";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { APPLY_COPY } from "@/lib/content/applications";
import { COVER_NOTE_MAX, type TalentApplication } from "@/lib/validation/applications";
import { z } from "@/lib/validation/zod";

const applyFormSchema = z.object({
  cover_note: z.string().max(COVER_NOTE_MAX, APPLY_COPY.coverNoteTooLong),
  resume: z
    .instanceof(File)
    .nullable()
    .refine(
      (file) => !file || file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf"),
      APPLY_COPY.resumeNotPdf,
    ),
});
type ApplyFormValues = z.infer<typeof applyFormSchema>;

type Props = {
  slug: string;
  /** 201 and 409 both end in the applied state: 409 means an earlier attempt already got through. */
  onApplied: (application: TalentApplication | null) => void;
  onCancel: () => void;
};

/** The apply dialog's form: an optional cover note (with a live count) and an optional other résumé. */
export function ApplyForm({ slug, onApplied, onCancel }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, control, setValue, formState } = useForm<ApplyFormValues>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { cover_note: "", resume: null },
  });
  const length = useWatch({ control, name: "cover_note" }).length;
  const noteError = formState.errors.cover_note?.message;
  const resumeError = formState.errors.resume?.message;

  const submit = handleSubmit(async ({ cover_note, resume }) => {
    setMessage(null);
    try {
      onApplied(await applyToJobRequest({ jobSlug: slug, coverNote: cover_note, resume }));
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 409) return onApplied(null);
      const detail = Object.values(apiFieldErrors(error)).flat()[0];
      const text = apiErrorMessage(error, APPLY_COPY.failed);
      setMessage(detail && detail !== text ? `${text} ${detail}` : text);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-5">
      <TextareaField
        id="cover_note"
        label={APPLY_COPY.coverNote}
        rows={6}
        {...register("cover_note")}
        hint={APPLY_COPY.coverNoteHint}
        count={{ text: APPLY_COPY.counter(length), over: length > COVER_NOTE_MAX }}
        error={noteError}
      />
      <div>
        <label htmlFor="apply-resume" className="block text-sm font-medium text-ink">
          {APPLY_COPY.resume}
        </label>
        <input
          id="apply-resume"
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={resumeError ? true : undefined}
          aria-describedby={`apply-resume-hint${resumeError ? " apply-resume-error" : ""}`}
          onChange={(event) => setValue("resume", event.target.files?.[0] ?? null, { shouldValidate: true })}
          className="mt-1 block w-full text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id="apply-resume-hint" className="mt-1 text-xs text-ink-muted">
          {APPLY_COPY.resumeHint}
        </p>
        {resumeError ? (
          <p id="apply-resume-error" className="mt-1 text-sm text-red-700">
            {resumeError}
          </p>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass("ghost", "md")}>
          {APPLY_COPY.cancel}
        </button>
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className={buttonClass("primary", "md", "disabled:opacity-60")}
        >
          {formState.isSubmitting ? APPLY_COPY.sending : APPLY_COPY.submit}
        </button>
      </div>
    </form>
  );
}
