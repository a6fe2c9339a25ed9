import type { ApiOperation } from "@/lib/openapi/operation";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/email/resend-verification",
    summary: "Send a new verification link; 409 once the email is verified",
    tag: "Talent",
    token: "talent",
    success: { status: 202, description: "A new link is on its way", schema: accountMessageResponseSchema },
    errors: [409, 429],
  },
];
