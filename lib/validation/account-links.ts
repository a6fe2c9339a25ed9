import { MEMBER_KINDS } from "@/lib/accounts/kinds";

import { emailField, newPasswordField } from "./accounts";
import { z } from "./zod";

/** A link's token as it arrives from the address bar: any non-empty string; unknown ones answer 410. */
export const linkTokenField = z
  .string({ error: "The token field is required." })
  .trim()
  .min(1, "The token field is required.")
  .max(512, "The token may not be greater than 512 characters.");

export const accountTypeField = z.enum(MEMBER_KINDS, { error: "The type must be talent or client." });

export const verifyEmailRequestSchema = z.object({ token: linkTokenField });

export const forgotPasswordRequestSchema = z.object({ email: emailField, type: accountTypeField });

export const resetPasswordRequestSchema = z.object({ token: linkTokenField, password: newPasswordField });

/** The answer of the link calls: a sentence the page can show as it is. */
export const accountMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;
