"use client";

import type { ComponentProps, ReactNode } from "react";
import { get, useFormContext, type FieldPath } from "react-hook-form";

import { describedBy, FieldError, FieldHint, SelectField, TextField, type Option } from "@/components/ui/field";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";

export type ProfileField = FieldPath<ProfileFormValues>;

/** The field's current error message (the form's own rules or the server's 422). */
export function useFieldError(name: ProfileField): string | undefined {
  const { formState } = useFormContext<ProfileFormValues>();
  const error: unknown = get(formState.errors, name);
  return error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
}

type Bound = { name: ProfileField; label: string; hint?: ReactNode; className?: string };

/** A `TextField` registered with the profile form under `name`, showing that field's error. */
export function ProfileTextField({
  name,
  ...rest
}: Bound & Pick<ComponentProps<"input">, "type" | "placeholder" | "autoComplete" | "inputMode" | "min" | "max">) {
  const { register } = useFormContext<ProfileFormValues>();
  return <TextField {...rest} {...register(name)} id={name} error={useFieldError(name)} />;
}

/** A `SelectField` registered with the profile form under `name`. */
export function ProfileSelectField({ name, ...rest }: Bound & { options: readonly Option[]; placeholder?: string }) {
  const { register } = useFormContext<ProfileFormValues>();
  return <SelectField {...rest} {...register(name)} id={name} error={useFieldError(name)} />;
}

/** A group of checkboxes writing a list field; the fieldset carries the field's id so links land on it. */
export function CheckboxGroup({
  name,
  legend,
  options,
  hint,
}: {
  name: ProfileField;
  legend: string;
  options: readonly Option[];
  hint?: ReactNode;
}) {
  const { register } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  return (
    <fieldset id={name} {...describedBy(name, error, hint)}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <FieldHint id={name}>{hint}</FieldHint>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40"
          >
            <input type="checkbox" value={option.value} {...register(name)} className="size-4 accent-brand-600" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={name} message={error} />
    </fieldset>
  );
}
