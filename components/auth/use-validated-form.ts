"use client";

import { useCallback, useState, type ChangeEvent } from "react";

import type { FieldErrors } from "@/lib/validation/accounts";
import { z } from "@/lib/validation/zod";

type Values = Record<string, string>;

/**
 * Form state checked against a zod schema as the user types: a field shows its first problem once
 * it has been edited (or a submit was tried); errors the server sent back show until the field changes.
 */
export function useValidatedForm<S extends z.ZodObject>(schema: S, initial: z.input<S> & Values) {
  const [initialValues] = useState<Values>(initial);
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  // What was typed before the page's JavaScript arrived lives only in the DOM: the form's ref adopts it
  // when the form mounts (after hydration), or the next render would wipe it.
  const adoptTypedValues = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const typed: Values = {};
      for (const name of Object.keys(initialValues)) {
        const element = form.elements.namedItem(name);
        const value = element && "value" in element ? element.value : undefined;
        if (typeof value === "string" && value !== initialValues[name]) typed[name] = value;
      }
      if (Object.keys(typed).length === 0) return;
      setValues((current) => ({ ...current, ...typed }));
      setTouched((current) => new Set([...current, ...Object.keys(typed)]));
    },
    [initialValues],
  );

  const result = schema.safeParse(values);
  const clientErrors: Partial<Record<string, string[]>> = result.success
    ? {}
    : z.flattenError(result.error).fieldErrors;

  const errorFor = (name: string): string | undefined =>
    serverErrors[name]?.[0] ?? (touched.has(name) ? clientErrors[name]?.[0] : undefined);

  const field = (name: keyof typeof initial & string) => ({
    name,
    value: values[name] ?? "",
    error: errorFor(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setTouched((current) => new Set(current).add(name));
      setServerErrors((current) =>
        name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current,
      );
    },
  });

  const touchAll = () => setTouched(new Set(Object.keys(values)));

  /** Sets a field the way a choice made for the user does (not typed, so not marked as edited). */
  const setValue = (name: keyof typeof initial & string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  return { values, field, result, touchAll, setServerErrors, setValue, adoptTypedValues };
}
