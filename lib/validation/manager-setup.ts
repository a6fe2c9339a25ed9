import { emailField, newPasswordField } from "./accounts";
import { requiredText } from "./fields";
import { z } from "./zod";

/** A new manager's details, as the setup and invitation forms send them. */
export const newManagerSchema = z.object({
  first_name: requiredText("first name"),
  last_name: requiredText("last name"),
  email: emailField,
  password: newPasswordField,
});

/** POST /api/manage/setup: the link's token and the first manager's details. */
export const setupRequestSchema = newManagerSchema.extend({ token: z.string().min(16).max(200) });
