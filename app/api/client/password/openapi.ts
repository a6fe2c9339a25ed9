import type { ApiOperation } from "@/lib/openapi/operation";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import { passwordChangeRequestSchema } from "@/lib/validation/password-change";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/password",
    summary: "Change the password (the current one is required); every other session of the account ends",
    tag: "Client",
    token: "client",
    body: { schema: passwordChangeRequestSchema },
    success: { status: 200, description: "The password is changed", schema: accountMessageResponseSchema },
    errors: [400, 422, 429],
  },
];
