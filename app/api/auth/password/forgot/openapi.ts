import type { ApiOperation } from "@/lib/openapi/operation";
import { accountMessageResponseSchema, forgotPasswordRequestSchema } from "@/lib/validation/account-links";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/auth/password/forgot",
    summary: "Mail a password reset link (valid 1 hour); the answer is the same whether or not the account exists",
    tag: "Account",
    body: { schema: forgotPasswordRequestSchema },
    success: {
      status: 202,
      description: "If the account exists, a link is on its way",
      schema: accountMessageResponseSchema,
    },
    errors: [400, 422, 429],
  },
];
