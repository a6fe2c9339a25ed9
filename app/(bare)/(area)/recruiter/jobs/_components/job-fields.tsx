"use client";

import { get, useFormContext, type FieldPath } from "react-hook-form";

import { describedBy, Field, inputClass, TextareaField } from "@/components/ui/field";
import { CATEGORIES } from "@/lib/content/categories";
import { experienceLabels, jobTypeLabels } from "@/lib/content/jobs";
import { JOB_EDITOR_COPY as COPY } from "@/lib/content/recruiter-jobs";
import { todayUtc } from "@/lib/format/date-time";
import { CURRENCIES } from "@/lib/validation/client-jobs";
import { EXPERIENCE_LEVELS, JOB_TYPES } from "@/lib/validation/jobs";

import type { JobFormValues } from "./job-form-schema";
import { JobRemoteFields } from "./job-remote-fields";
import { JobSkillsField } from "./job-skills-field";

type Name = Exclude<FieldPath<JobFormValues>, `skills.${number}` | "skills">;
type Option = { value: string; label: string };

const options = {
  category_id: CATEGORIES.map((category) => ({ value: String(category.id), label: category.name })),
  job_type: JOB_TYPES.map((type) => ({ value: type, label: jobTypeLabels[type] })),
  experience_level: EXPERIENCE_LEVELS.map((level) => ({ value: level, label: experienceLabels[level] })),
  currency: CURRENCIES.map((currency) => ({ value: currency, label: currency })),
} satisfies Partial<Record<Name, Option[]>>;

function useError(name: Name): string | undefined {
  const { formState } = useFormContext<JobFormValues>();
  const error: unknown = get(formState.errors, name);
  return error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
}

function Input({
  name,
  label,
  hint,
  className,
  ...props
}: {
  name: Name;
  label: string;
  hint?: string;
  className?: string;
  type?: string;
  placeholder?: string;
  inputMode?: "numeric";
  min?: string | number;
  max?: number;
}) {
  const { register } = useFormContext<JobFormValues>();
  const error = useError(name);
  return (
    <Field id={name} label={label} hint={hint} error={error} className={className}>
      <input id={name} {...props} {...register(name)} {...describedBy(name, error, hint)} className={inputClass} />
    </Field>
  );
}

function Select({
  name,
  label,
  choices,
  placeholder = "Select…",
}: {
  name: keyof typeof options;
  label: string;
  choices: Option[];
  placeholder?: string | null;
}) {
  const { register } = useFormContext<JobFormValues>();
  const error = useError(name);
  return (
    <Field id={name} label={label} error={error}>
      <select id={name} {...register(name)} {...describedBy(name, error)} className={inputClass}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Description() {
  const { register } = useFormContext<JobFormValues>();
  const error = useError("description");
  return (
    <TextareaField
      id="description"
      label={COPY.description}
      hint={COPY.descriptionHint}
      error={error}
      className="sm:col-span-2"
      rows={10}
      {...register("description")}
    />
  );
}

/** Every field of a job, in the order a recruiter thinks of them. */
export function JobFields() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Input name="title" label={COPY.title} placeholder={COPY.titlePlaceholder} className="sm:col-span-2" />
      <Select name="category_id" label={COPY.category} choices={options.category_id} />
      <Select name="experience_level" label={COPY.experienceLevel} choices={options.experience_level} />
      <Description />
      <div className="sm:col-span-2">
        <JobSkillsField />
      </div>
      <Select name="job_type" label={COPY.jobType} choices={options.job_type} />
      <Input name="valid_through" label={COPY.validThrough} hint={COPY.validThroughHint} type="date" min={todayUtc()} />
      <fieldset className="grid grid-cols-2 gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="sr-only">Rate</legend>
        <Input name="rate_min" label={COPY.rateMin} hint={COPY.rateHint} type="number" inputMode="numeric" min={1} />
        <Input name="rate_max" label={COPY.rateMax} type="number" inputMode="numeric" min={1} />
        <Select name="currency" label={COPY.currency} choices={options.currency} placeholder={null} />
      </fieldset>
      <JobRemoteFields />
    </div>
  );
}
