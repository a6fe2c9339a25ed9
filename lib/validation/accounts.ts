import { MEMBER_KINDS } from "@/lib/accounts/kinds";

import { optionalHttpUrl, optionalInt, optionalText, requiredText } from "./fields";
import { currentPasswordField, emailField, newPasswordField } from "./formats";
import { z } from "./zod";

export { emailField, newPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./formats";
export const PHONE_PATTERN = /^\+?[0-9 ().-]{5,40}$/;
export const CATEGORY_IDS = [1, 2, 3] as const;

export const talentRegisterRequestSchema = z.object({
  first_name: requiredText("first name"),
  last_name: requiredText("last name"),
  email: emailField,
  password: newPasswordField,
});

export const clientRegisterRequestSchema = talentRegisterRequestSchema.extend({
  company_name: requiredText("company name", 200),
  company_size: optionalText("company size", 50),
  phone: optionalText("phone", 40)
    .refine((value) => value === undefined || PHONE_PATTERN.test(value), "The phone must be a valid phone number.")
    .meta({ pattern: PHONE_PATTERN.source }),
  website: optionalHttpUrl("website"),
  hiring_for: optionalInt("hiring for", 1, 3).describe(
    "Category id: 1 Software Development, 2 UI/UX Design, 3 Digital Marketing",
  ),
});

export const loginRequestSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

export const userSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** False until the account opened the link sent to its email (or signed in with Google). */
  email_verified: z.boolean(),
  type: z.enum(MEMBER_KINDS),
});

export const clientUserSchema = userSchema.extend({
  type: z.literal("client"),
  company_name: z.string(),
  company_size: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  hiring_for: z.number().int().nullable(),
});

export const managerSchema = userSchema.extend({ type: z.literal("manager") });

/** `{"data":{"user","token"}}` of register and login. */
export const authResponseSchema = <U extends z.ZodType>(user: U) =>
  z.object({ data: z.object({ user, token: z.string() }) });

export const talentAuthResponseSchema = authResponseSchema(userSchema);
export const clientAuthResponseSchema = authResponseSchema(clientUserSchema);
export const managerAuthResponseSchema = authResponseSchema(managerSchema);
export const clientInfoResponseSchema = z.object({ data: clientUserSchema });
export const managerInfoResponseSchema = z.object({ data: managerSchema });

/** A 422's messages per field name: what the server sends and what the forms show beside each field. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** The `code` of a login's 409: the password is right, for the account of the other kind (`account_kind`). */
export const WRONG_ACCOUNT_KIND_CODE = "wrong_account_kind";

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
  code: z.string().optional().describe(`Set where a client acts on it: \`${WRONG_ACCOUNT_KIND_CODE}\` (a login's 409)`),
  account_kind: z.enum(MEMBER_KINDS).optional().describe(`With \`${WRONG_ACCOUNT_KIND_CODE}\`: the kind to log in as`),
});

/** What a login's refusals mean: the same for the talent's, the client's and the manager's login. */
export const LOGIN_ERROR_DESCRIPTIONS = {
  401: "The API key is missing or invalid, or the email and password open no account of this kind (one answer for both)",
  403: "Forbidden: the account is suspended (said only after its password checked out)",
  409: "The password is right for the same email's account of the other kind: `code` is `wrong_account_kind` and `account_kind` names the kind to log in as (said only after the password checked out)",
  429: "Too many attempts from this client, or on this account from clients it has not seen log in (no `known_device` cookie, an address that did not log in to it within 30 days): retry after the Retry-After header's seconds. A successful login sets the `known_device` cookie (httpOnly, path /api)",
} as const;

/** A login's 409 body, as the sign-in form reads it to offer the switch. */
export const wrongAccountKindErrorSchema = z.object({
  message: z.string(),
  code: z.literal(WRONG_ACCOUNT_KIND_CODE),
  account_kind: z.enum(MEMBER_KINDS),
});

export type TalentRegisterRequest = z.infer<typeof talentRegisterRequestSchema>;
export type ClientRegisterRequest = z.infer<typeof clientRegisterRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The sign-in form: the API's login fields plus the kind of account, so the user sees the same rules as they type. */
export const loginFormSchema = loginRequestSchema.extend({ kind: z.enum(MEMBER_KINDS) });
export type User = z.infer<typeof userSchema>;
export type ClientUser = z.infer<typeof clientUserSchema>;
export type Manager = z.infer<typeof managerSchema>;
