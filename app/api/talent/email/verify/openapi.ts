import type { ApiOperation } from "@/lib/openapi/operation";
import { accountMessageResponseSchema, verifyEmailRequestSchema } from "@/lib/validation/account-links";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/email/verify",
    summary: "Verify the account's email with the token of the link we sent (no bearer token: the link is the proof)",
    tag: "Talent",
    body: { schema: verifyEmailRequestSchema },
    success: { status: 200, description: "The email is verified", schema: accountMessageResponseSchema },
    errors: [400, 410, 422],
  },
];
