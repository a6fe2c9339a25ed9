import { COUNTRY_CODES, isCountryCode } from "@/lib/content/countries";
import { isTimeZone } from "@/lib/remote/overlap";

import { z } from "./zod";

/*
 * The formats several calls share, each written once: the handlers parse with these schemas and the OpenAPI
 * document is built from them. A check zod cannot express in JSON Schema (a refine, a pipe's output side) is
 * documented with `.meta()` on the same schema, from the same constants, so the document says what is enforced.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;

/** The JSON Schema keywords a string schema states (lengths, format, pattern), to document another schema by. */
export function jsonSchemaRules(schema: z.ZodType): Record<string, unknown> {
  const rules = { ...(z.toJSONSchema(schema) as Record<string, unknown>) };
  delete rules.$schema;
  delete rules.type;
  return rules;
}

const emailFormat = z.email("The email must be a valid email address.");

/** Trimmed; compared case-insensitively by the database's unique index on lower(email). */
export const emailField = z
  .string({ error: "The email field is required." })
  .trim()
  .min(1, "The email field is required.")
  .max(EMAIL_MAX_LENGTH, `The email may not be greater than ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(emailFormat)
  .meta({ ...jsonSchemaRules(emailFormat), description: "Surrounding spaces are trimmed" });

const codePoints = (value: string) => [...value].length;

// Length counts characters (code points, as JSON Schema's minLength does), not UTF-16 units; the password is hashed
// whole, never truncated. No composition rules (NIST SP 800-63B); the common-password check runs on the server.
export const newPasswordField = z
  .string({ error: "The password field is required." })
  .refine((value) => value.length > 0, "The password field is required.")
  .refine(
    (value) => value.length === 0 || codePoints(value) >= PASSWORD_MIN_LENGTH,
    `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  )
  .refine(
    (value) => codePoints(value) <= PASSWORD_MAX_LENGTH,
    `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  )
  .meta({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: "Any characters; a very common password is refused",
  });

/** A password being checked, not chosen: any string up to the maximum, so a login never tells which rule it met. */
export const currentPasswordField = z
  .string({ error: "The password field is required." })
  .min(1, "The password field is required.")
  .refine(
    (value) => codePoints(value) <= PASSWORD_MAX_LENGTH,
    `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  )
  .meta({ maxLength: PASSWORD_MAX_LENGTH });

/** An http(s) address; other schemes (javascript:, data:, file:) are refused. */
export const httpUrl = (label: string) =>
  z
    .string({ error: `The ${label} must be a valid URL.` })
    .trim()
    .max(URL_MAX_LENGTH, `The ${label} may not be greater than ${URL_MAX_LENGTH} characters.`)
    .pipe(z.url({ protocol: /^https?$/, error: `The ${label} must be a valid http or https URL.` }))
    .meta({ format: "uri", pattern: "^\\s*[Hh][Tt][Tt][Pp][Ss]?://", description: "An http or https URL" });

/** An ISO 3166-1 alpha-2 code; lower case is accepted and stored in upper case. */
export const countryCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: message })
    .meta({ enum: COUNTRY_CODES, description: "ISO 3166-1 alpha-2 (case-insensitive)" });

/**
 * The zones the document lists: the server's canonical IANA names, and UTC. The server also takes the other
 * names its time-zone data knows (links such as Asia/Kolkata, any letter case); the list is what a client can rely on.
 */
const documentedTimeZones = () =>
  typeof Intl.supportedValuesOf === "function"
    ? [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort()
    : ["UTC"];

/** An IANA time zone (Europe/Berlin) this server knows. */
export const timeZone = (message: string) =>
  z.string({ error: message }).trim().max(64, message).refine(isTimeZone, message).meta({
    enum: documentedTimeZones(),
    description: "An IANA time zone; other IANA names the server knows (links such as Asia/Kolkata) are accepted too",
  });
