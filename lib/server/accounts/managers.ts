import "server-only";

import { z } from "zod";

import { emailField, newPasswordField } from "@/lib/validation/accounts";
import { requiredText } from "@/lib/validation/fields";

import { isCommonPassword } from "../auth/common-passwords";
import { hashPassword } from "../auth/passwords";
import { isUniqueViolation } from "../db/errors";
import { managers } from "../db/schema";
import type { Db } from "../db/types";
import { COMMON_PASSWORD_MESSAGE } from "./register";
import { managerJson } from "./user-json";

export const managerCreateSchema = z.object({
  email: emailField,
  first_name: requiredText("first name"),
  last_name: requiredText("last name"),
  password: newPasswordField.refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE),
});

export class ManagerExistsError extends Error {
  constructor(email: string) {
    super(`A manager with the email ${email} already exists.`);
  }
}

/** The only way a manager account comes to exist (used by `npm run manager:create`). */
export async function createManager(db: Db, input: z.input<typeof managerCreateSchema>) {
  const data = managerCreateSchema.parse(input);
  const passwordHash = await hashPassword(data.password);
  try {
    const [row] = await db
      .insert(managers)
      .values({ email: data.email, firstName: data.first_name, lastName: data.last_name, passwordHash })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return managerJson(row);
  } catch (error) {
    if (isUniqueViolation(error, "managers_email_lower_unique")) throw new ManagerExistsError(data.email);
    throw error;
  }
}
