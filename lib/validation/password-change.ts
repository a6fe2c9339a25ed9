import { newPasswordField, PASSWORD_MAX_LENGTH } from "./accounts";
import { z } from "./zod";

/** A signed-in password change: the current password proves it is the owner at the keyboard. */
export const passwordChangeRequestSchema = z.object({
  current_password: z
    .string({ error: "The current password field is required." })
    .min(1, "The current password field is required.")
    .max(PASSWORD_MAX_LENGTH, `The current password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`),
  password: newPasswordField,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
