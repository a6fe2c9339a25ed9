import type { ApiOperation } from "@/lib/openapi/operation";
import { accountDeleteRequestSchema } from "@/lib/validation/account-delete";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/account/delete",
    summary:
      "Delete the account (current_password, or confirm_email for an account made with Google): the company and its drafts are removed, its other jobs closed; every session ends",
    tag: "Client",
    token: "client",
    body: { schema: accountDeleteRequestSchema },
    success: { status: 204, description: "The account is deleted" },
    errors: [400, 422, 429],
  },
];
