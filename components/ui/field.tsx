import type { ComponentProps, ReactNode } from "react";

/** A text input's, select's or textarea's look: the one every form uses. */
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

// Field names like "experience.0.title" double as ids; the dots would need escaping in a selector.
const safe = (id: string) => id.replaceAll(".", "-");
export const fieldErrorId = (id: string) => `${safe(id)}-error`;
export const fieldHintId = (id: string) => `${safe(id)}-hint`;
export const fieldCountId = (id: string) => `${safe(id)}-count`;

/** aria attributes that tie a control to its hint (and count) and error. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode, count?: boolean) {
  const ids = [hint ? fieldHintId(id) : null, count ? fieldCountId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(id)} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={fieldHintId(id)} className="mt-1 text-xs text-ink-muted">
      {children}
    </p>
  );
}

type FrameProps = { id: string; label: string; hint?: ReactNode; error?: string; className?: string };

/** Label above, hint and error below, around any one control whose id is `id`. */
export function Field({ id, label, hint, error, className, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}

type Labelled<P> = Omit<P, "id" | "className"> & Omit<FrameProps, "id"> & { id?: string; name?: string };

/**
 * A labelled text input. Controlled (`value`, `onChange`) or registered (`{...register(name)}`): the rest of the
 * props go to the input. The id is the name unless two forms on a page share a field name.
 */
export function TextField({
  id,
  name,
  label,
  hint,
  error,
  className,
  type = "text",
  ...input
}: Labelled<ComponentProps<"input">>) {
  const fieldId = id ?? name ?? label;
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} className={className}>
      <input
        id={fieldId}
        name={name}
        type={type}
        {...input}
        {...describedBy(fieldId, error, hint)}
        className={inputClass}
      />
    </Field>
  );
}

export type Option = { value: string; label: string };

/** A labelled select whose first, empty option is `placeholder`. */
export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  className,
  options,
  placeholder = "Select…",
  ...select
}: Labelled<ComponentProps<"select">> & { options: readonly Option[]; placeholder?: string }) {
  const fieldId = id ?? name ?? label;
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} className={className}>
      <select id={fieldId} name={name} {...select} {...describedBy(fieldId, error, hint)} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

type Count = { text: ReactNode; over: boolean };

/**
 * A labelled textarea. `count` puts a live character count at the end of the hint's line, red once `over`; an
 * over-long text is marked invalid even before a submit.
 */
export function TextareaField({
  id,
  name,
  label,
  hint,
  error,
  count,
  className,
  "aria-invalid": invalid,
  ...textarea
}: Labelled<ComponentProps<"textarea">> & { count?: Count }) {
  const fieldId = id ?? name ?? label;
  const aria = describedBy(fieldId, error, hint, Boolean(count));
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        {...textarea}
        {...aria}
        aria-invalid={aria["aria-invalid"] ?? invalid ?? (count?.over || undefined)}
        className={inputClass}
      />
      {count ? (
        <div className="mt-1 flex justify-between gap-3 text-xs">
          {hint ? (
            <p id={fieldHintId(fieldId)} className="text-ink-muted">
              {hint}
            </p>
          ) : null}
          <p
            id={fieldCountId(fieldId)}
            aria-live="polite"
            className={`ml-auto shrink-0 tabular-nums ${count.over ? "font-semibold text-red-700" : "text-ink-muted"}`}
          >
            {count.text}
          </p>
        </div>
      ) : (
        <FieldHint id={fieldId}>{hint}</FieldHint>
      )}
      <FieldError id={fieldId} message={error} />
    </div>
  );
}
