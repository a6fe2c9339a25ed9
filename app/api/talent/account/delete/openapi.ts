import type { ApiOperation } from "@/lib/openapi/operation";
import { accountDeleteRequestSchema } from "@/lib/validation/account-delete";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/account/delete",
    summary:
      "Delete the account (current_password, or confirm_email for an account made with Google): profile, files, saved jobs and vetting are removed; applications stay with the companies, anonymised, the active ones withdrawn; every session ends",
    tag: "Talent",
    token: "talent",
    body: { schema: accountDeleteRequestSchema },
    success: { status: 204, description: "The account is deleted" },
    errors: [400, 422, 429],
  },
];
