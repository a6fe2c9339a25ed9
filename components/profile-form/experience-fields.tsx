"use client";

import { useFieldArray, useFormContext, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { describedBy, FieldError, inputClass, TextareaField } from "@/components/ui/field";
import type { ExperienceFormEntry, ProfileFormValues } from "@/lib/profiles/profile-form";
import { EXPERIENCE_DESCRIPTION_MAX, EXPERIENCE_MAX_ENTRIES } from "@/lib/validation/experience";

import { ProfileTextField, useFieldError, type ProfileField } from "./field";

const emptyEntry: ExperienceFormEntry = {
  title: "",
  company: "",
  start_month: "",
  end_month: "",
  current: false,
  description: "",
};

function EntryFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register, setValue } = useFormContext<ProfileFormValues>();
  const current = useWatch({ control, name: `experience.${index}.current` });
  const at = (field: keyof ExperienceFormEntry) => `experience.${index}.${field}` as const satisfies ProfileField;
  const endError = useFieldError(at("end_month"));
  const descriptionError = useFieldError(at("description"));
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Position {index + 1}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileTextField name={at("title")} label="Title" />
        <ProfileTextField name={at("company")} label="Company" />
        <ProfileTextField name={at("start_month")} label="Start month" type="month" placeholder="YYYY-MM" />
        <div>
          <label htmlFor={at("end_month")} className="block text-sm font-medium text-ink">
            End month
          </label>
          <input
            id={at("end_month")}
            type="month"
            placeholder="YYYY-MM"
            disabled={current}
            {...register(at("end_month"))}
            {...describedBy(at("end_month"), endError)}
            className={`${inputClass} disabled:bg-slate-100`}
          />
          <FieldError id={at("end_month")} message={endError} />
          <label className="mt-2 flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              {...register(at("current"), {
                onChange: (event) => event.target.checked && setValue(at("end_month"), ""),
              })}
              className="size-4 accent-brand-600"
            />
            I work here now
          </label>
        </div>
        <TextareaField
          id={at("description")}
          label="What you did there"
          rows={3}
          maxLength={EXPERIENCE_DESCRIPTION_MAX}
          {...register(at("description"))}
          error={descriptionError}
          className="sm:col-span-2"
        />
      </div>
      <button type="button" onClick={onRemove} className={buttonClass("ghost", "sm", "mt-3 text-red-700")}>
        Remove position {index + 1}
      </button>
    </fieldset>
  );
}

/** Work experience: up to 20 positions, newest first as the talent orders them. */
export function ExperienceFields() {
  const { control } = useFormContext<ProfileFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "experience" });
  const error = useFieldError("experience");
  return (
    <fieldset id="experience" {...describedBy("experience", error)} className="space-y-4">
      <legend className="text-sm font-medium text-ink">Work experience</legend>
      {fields.length === 0 ? (
        <p className="text-sm text-ink-muted">No positions yet. Recruiters look for at least one.</p>
      ) : null}
      {fields.map((entry, index) => (
        <EntryFields key={entry.id} index={index} onRemove={() => remove(index)} />
      ))}
      <FieldError id="experience" message={error} />
      {fields.length < EXPERIENCE_MAX_ENTRIES ? (
        <button
          type="button"
          onClick={() => append(emptyEntry, { focusName: "experience." + fields.length + ".title" })}
          className={buttonClass("secondary", "sm")}
        >
          Add a position
        </button>
      ) : (
        <p className="text-sm text-ink-muted">{EXPERIENCE_MAX_ENTRIES} positions is the most a profile holds.</p>
      )}
    </fieldset>
  );
}
