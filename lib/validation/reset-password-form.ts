import { RESET_PASSWORD_COPY } from "@/lib/content/account-links";

import { newPasswordField } from "./accounts";
import { z } from "./zod";

/** The reset form: the API's password rules, and the confirmation typed the same. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: RESET_PASSWORD_COPY.mismatch, path: ["confirm"] });
