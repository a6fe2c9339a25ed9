import { httpUrl } from "./formats";
import { z } from "./zod";

export { httpUrl };

const isBlank = (value: unknown) => typeof value === "string" && value.trim() === "";

/** Form posts send "" for an untouched optional field: treat it as absent. */
export const emptyAsUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

/** Where an empty value means "clear it": "" (or JSON null) becomes null. */
export const emptyAsNull = (value: unknown) => (value === null || isBlank(value) ? null : value);

/** Absent or empty: undefined (left as it is). */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** Absent: undefined (left as it is); empty or null: null (cleared). */
export const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsNull, schema.nullable().optional());

export const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

export const text = (label: string, max = 255) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`);

/** A whole number from a form field ("12") or JSON (12); anything else (true, null, "ten") is refused. */
export const int = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: `The ${label} must be a number.` })
      .int(`The ${label} must be a whole number.`)
      .min(min, `The ${label} must be at least ${min}.`)
      .max(max, `The ${label} may not be greater than ${max}.`),
  );

export const optionalText = (label: string, max = 255) => optional(text(label, max));
export const optionalHttpUrl = (label: string) => optional(httpUrl(label));
export const optionalInt = (label: string, min: number, max: number) => optional(int(label, min, max));
