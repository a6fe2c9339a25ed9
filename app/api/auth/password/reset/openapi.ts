import type { ApiOperation } from "@/lib/openapi/operation";
import { accountMessageResponseSchema, resetPasswordRequestSchema } from "@/lib/validation/account-links";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/password/reset",
    summary: "Set a new password with the token of a reset link; every session of the account ends",
    tag: "Account",
    body: { schema: resetPasswordRequestSchema },
    success: { status: 200, description: "The password is changed", schema: accountMessageResponseSchema },
    errors: [400, 410, 422],
  },
];
