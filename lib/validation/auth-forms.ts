import { MEMBER_KINDS } from "@/lib/accounts/kinds";

import { clientRegisterRequestSchema, loginRequestSchema, talentRegisterRequestSchema } from "./accounts";
import { z } from "./zod";

/** The sign-in forms check exactly what the API checks, so the user sees the same rules as they type. */
export const loginSchema = loginRequestSchema.extend({ kind: z.enum(MEMBER_KINDS) });

export const talentSignupSchema = talentRegisterRequestSchema;

export const recruiterSignupSchema = clientRegisterRequestSchema;
