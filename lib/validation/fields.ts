import { z } from "./zod";

/** Form posts send "" for an untouched optional field: treat it as absent. */
export const emptyAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);

export const optionalText = (label: string, max = 255) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .max(max, `The ${label} may not be greater than ${max} characters.`)
      .optional(),
  );

/** An http(s) address; other schemes (javascript:, data:, file:) are refused. */
export const optionalHttpUrl = (label: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: `The ${label} must be a valid URL.` })
      .trim()
      .max(2048, `The ${label} may not be greater than 2048 characters.`)
      .pipe(z.url({ protocol: /^https?$/, error: `The ${label} must be a valid http or https URL.` }))
      .optional(),
  );

/** A whole number from a form field ("12") or JSON (12). */
export const optionalInt = (label: string, min: number, max: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: `The ${label} must be a number.` })
      .int(`The ${label} must be a whole number.`)
      .min(min, `The ${label} must be at least ${min}.`)
      .max(max, `The ${label} may not be greater than ${max}.`)
      .optional(),
  );
