import type { ApiOperation } from "@/lib/openapi/operation";
import { authResponseSchema, LOGIN_ERROR_DESCRIPTIONS, loginRequestSchema } from "@/lib/validation/accounts";
import { talentUserSchema } from "@/lib/validation/profile";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/login",
    summary: "Log in as a talent",
    tag: "Talent",
    body: { schema: loginRequestSchema },
    // A talent's login answers the user with the profile (a new account has none to show yet).
    success: {
      status: 200,
      description: "The account and a new bearer token",
      schema: authResponseSchema(talentUserSchema),
    },
    errors: [400, 403, 409, 422, 429],
    errorDescriptions: LOGIN_ERROR_DESCRIPTIONS,
  },
];
