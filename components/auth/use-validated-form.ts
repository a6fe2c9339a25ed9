"use client";

import { useState, type ChangeEvent } from "react";
import { z } from "zod";
import type { FieldErrors } from "@/lib/api/errors";

type Values = Record<string, string>;

/**
 * Form state checked against a zod schema as the user types: a field shows its first problem once
 * it has been edited (or a submit was tried); errors the server sent back show until the field changes.
 */
export function useValidatedForm<S extends z.ZodObject>(schema: S, initial: z.input<S> & Values) {
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const result = schema.safeParse(values);
  const clientErrors: Partial<Record<string, string[]>> = result.success ? {} : z.flattenError(result.error).fieldErrors;

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
      setServerErrors((current) => (name in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current));
    },
  });

  const touchAll = () => setTouched(new Set(Object.keys(values)));

  return { values, field, result, touchAll, setServerErrors };
}
