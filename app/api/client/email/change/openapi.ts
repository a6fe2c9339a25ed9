import type { ApiOperation } from "@/lib/openapi/operation";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import { emailChangeRequestSchema } from "@/lib/validation/email-change";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/email/change",
    summary:
      "Ask to change the account's email: the current password proves the owner; a confirmation link (valid 24 h) goes to the new address and a notice to the current one. Nothing changes until the link is opened. Only an account whose current email is verified may ask (403 otherwise), and one address receives at most 3 confirmations a day, whoever asks (429 past it, with Retry-After)",
    tag: "Client",
    token: "client",
    body: { schema: emailChangeRequestSchema },
    success: {
      status: 202,
      description: "A confirmation link is on its way to the new address",
      schema: accountMessageResponseSchema,
    },
    errors: [400, 403, 422, 429],
  },
];
