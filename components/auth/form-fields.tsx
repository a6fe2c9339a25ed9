import type { ChangeEvent, ReactNode } from "react";

import { MEMBER_KIND_CHOICES } from "@/lib/content/auth";

export type FieldProps = {
  name: string;
  /** The element's id when two forms on one page share a field name; the name otherwise. */
  id?: string;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

function FieldShell({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  ...props
}: FieldProps & { type?: string; autoComplete?: string }) {
  const { name, id = name, label, value, error, onChange } = props;
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function SelectField({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { name, id = name, label, value, error, onChange } = props;
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** The server's message (or the fallback) is announced here. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" role="alert" className="min-h-5 text-sm font-medium text-red-600">
      {message}
    </div>
  );
}

export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-busy={sending}
      className="w-full rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {sending ? sendingLabel : label}
    </button>
  );
}

/** Talent or client: which kind of account a sign-in form is about. */
export function AccountKindField({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {MEMBER_KIND_CHOICES.map((kind) => (
          <label key={kind.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={kind.value} checked={value === kind.value} onChange={onChange} />
            {kind.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
