import type { ApiOperation } from "@/lib/openapi/operation";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import { emailChangeConfirmSchema } from "@/lib/validation/email-change";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/email/confirm-change",
    summary:
      "Confirm an email change with the token of the link sent to the new address; the address becomes the account's, verified (no bearer token: the link is the proof)",
    tag: "Talent",
    body: { schema: emailChangeConfirmSchema },
    success: { status: 200, description: "The email is changed", schema: accountMessageResponseSchema },
    errors: [400, 409, 410, 422],
  },
];
