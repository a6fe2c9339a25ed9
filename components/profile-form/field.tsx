"use client";

import type { ReactNode } from "react";
import { get, useFormContext, type FieldPath } from "react-hook-form";

import type { ProfileFormValues } from "@/lib/profiles/profile-form";

export type ProfileField = FieldPath<ProfileFormValues>;

export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

export const errorId = (name: string) => `${name.replaceAll(".", "-")}-error`;
const hintId = (name: string) => `${name.replaceAll(".", "-")}-hint`;

/** The field's current error message (the form's own rules or the server's 422). */
export function useFieldError(name: ProfileField): string | undefined {
  const { formState } = useFormContext<ProfileFormValues>();
  const error: unknown = get(formState.errors, name);
  return error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
}

/** aria attributes that tie an input to its hint and error. */
export function describedBy(name: string, error: string | undefined, hint?: ReactNode) {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

export function FieldError({ name, message }: { name: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function FieldHint({ name, children }: { name: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={hintId(name)} className="mt-1 text-xs text-ink-muted">
      {children}
    </p>
  );
}

type InputProps = { name: ProfileField; label: string; hint?: ReactNode; className?: string };

type ControlFrameProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** Label above, hint and error below, around any control whose id is `name`: the frame every single-control field shares. */
export function LabelledControl({ name, label, hint, className, error, children }: ControlFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={name} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldHint name={name}>{hint}</FieldHint>
      <FieldError name={name} message={error} />
    </div>
  );
}

export function TextField({
  name,
  label,
  hint,
  className,
  type = "text",
  ...rest
}: InputProps & {
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "url";
  min?: number;
  max?: number;
}) {
  const { register } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  return (
    <LabelledControl name={name} label={label} hint={hint} className={className} error={error}>
      <input
        id={name}
        type={type}
        {...rest}
        {...register(name)}
        {...describedBy(name, error, hint)}
        className={inputClass}
      />
    </LabelledControl>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  label,
  hint,
  className,
  options,
  placeholder = "Select…",
}: InputProps & { options: readonly Option[]; placeholder?: string }) {
  const { register } = useFormContext<ProfileFormValues>();
  const error = useFieldError(name);
  return (
    <LabelledControl name={name} label={label} hint={hint} className={className} error={error}>
      <select id={name} {...register(name)} {...describedBy(name, error, hint)} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
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
      <FieldHint name={name}>{hint}</FieldHint>
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
      <FieldError name={name} message={error} />
    </fieldset>
  );
}
