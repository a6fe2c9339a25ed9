import type { ChangeEvent } from "react";

import { MEMBER_KIND_CHOICES } from "@/lib/content/auth";

/** What `useValidatedForm`'s `field(name)` hands a `TextField` or `SelectField` (from components/ui/field). */
export type FieldProps = {
  name: string;
  /** The element's id when two forms on one page share a field name; the name otherwise. */
  id?: string;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

/** The server's message (or the fallback) is announced here. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive" role="alert" className="min-h-5 text-sm font-medium text-red-600">
      {message}
    </div>
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
