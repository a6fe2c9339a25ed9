import { emailField } from "./accounts";
import { passwordChangeRequestSchema } from "./password-change";
import { z } from "./zod";

/** A signed-in request to move the account to another address: the current password proves the owner. */
export const emailChangeRequestSchema = z.object({
  email: emailField,
  current_password: passwordChangeRequestSchema.shape.current_password,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The token of the confirmation link sent to the new address. */
export const emailChangeConfirmSchema = z.object({ token: z.string().min(16).max(200) });
