import { PASSWORD_CARD } from "@/lib/content/account-security";

import { passwordChangeRequestSchema } from "./password-change";
import { z } from "./zod";

/** The Password card: the API's rules, and the new password typed twice the same. */
export const passwordChangeFormSchema = passwordChangeRequestSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, { message: PASSWORD_CARD.mismatch, path: ["confirm"] });
