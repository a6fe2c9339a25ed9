"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { Field, FieldError, fieldErrorId, inputClass, TextareaField, TextField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { ENTRY_FORM_COPY as COPY } from "@/lib/content/timesheets";
import { timeEntryFormSchema, type TimeEntryFormValues } from "@/lib/timesheets/entry-form";
import { ENTRY_DESCRIPTION_MAX } from "@/lib/timesheets/states";
import type { TimeEntry, TimeEntryRequest } from "@/lib/validation/timesheets";

type Props = {
  /** Tells apart the ids of the "Log time" form and an edit dialog's on one page. */
  idPrefix: string;
  defaults: TimeEntryFormValues;
  /** The days the date picker offers: the engagement's first day up to today on the talent's calendar. */
  minDate: string;
  maxDate: string;
  zone: string;
  submitLabel: string;
  /** Sends the entry; a refusal (the cap, a submitted week) shows its message beside the form. */
  onSave: (request: TimeEntryRequest) => Promise<TimeEntry>;
  onSaved: (entry: TimeEntry, form: { reset: () => void }) => void;
  /** Drawn after the submit button (the edit dialog's Cancel). */
  cancel?: React.ReactNode;
};

/** A day's time: the date, hours and minutes, and what was done, checked like the API checks it. */
export function TimeEntryForm({
  idPrefix,
  defaults,
  minDate,
  maxDate,
  zone,
  submitLabel,
  onSave,
  onSaved,
  cancel,
}: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<TimeEntryFormValues, unknown, TimeEntryRequest>(
    { resolver: zodResolver(timeEntryFormSchema), defaultValues: defaults },
  );
  const description = useWatch({ control, name: "description" });
  const { errors, isSubmitting } = formState;
  const id = (field: string) => `${idPrefix}-${field}`;
  const submit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      const entry = await onSave(request);
      onSaved(entry, { reset: () => reset({ ...defaults, work_date: request.work_date }) });
    } catch (error) {
      setFailure(apiErrorMessage(error, COPY.failed));
    }
  });
  const durationError = errors.hours?.message ?? errors.minutes?.message;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        id={id("date")}
        type="date"
        label={COPY.date}
        hint={COPY.dateHint(zone)}
        min={minDate}
        max={maxDate}
        error={errors.work_date?.message}
        {...register("work_date")}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink">{COPY.duration}</legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <Field id={id("hours")} label={COPY.hours} className="[&>label]:text-xs [&>label]:text-ink-muted">
            <input
              id={id("hours")}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={errors.hours ? true : undefined}
              aria-describedby={durationError ? fieldErrorId(id("duration")) : undefined}
              className={inputClass}
              {...register("hours")}
            />
          </Field>
          <Field id={id("minutes")} label={COPY.minutes} className="[&>label]:text-xs [&>label]:text-ink-muted">
            <input
              id={id("minutes")}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={errors.minutes ? true : undefined}
              aria-describedby={durationError ? fieldErrorId(id("duration")) : undefined}
              className={inputClass}
              {...register("minutes")}
            />
          </Field>
        </div>
        <FieldError id={id("duration")} message={durationError} />
      </fieldset>
      <TextareaField
        id={id("description")}
        rows={3}
        label={COPY.description}
        hint={COPY.descriptionHint}
        error={errors.description?.message}
        count={{
          text: COPY.count(description.length, ENTRY_DESCRIPTION_MAX),
          over: description.length > ENTRY_DESCRIPTION_MAX,
        }}
        {...register("description")}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md", "disabled:opacity-60")}>
          {isSubmitting ? COPY.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
