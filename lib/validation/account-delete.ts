import { PASSWORD_MAX_LENGTH } from "./accounts";
import { z } from "./zod";

/**
 * Deleting an account: the current password proves the owner. An account made with Google has no password,
 * so it types its email instead.
 */
export const accountDeleteRequestSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirm_email: z.string().max(320).optional(),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;
