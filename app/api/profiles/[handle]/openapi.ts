import { ACCOUNT_KINDS } from "@/lib/accounts/kinds";
import type { ApiOperation } from "@/lib/openapi/operation";
import { handleParamSchema, publicProfileResponseSchema } from "@/lib/validation/profile";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/profiles/{handle}",
    summary:
      "A talent's profile as the caller may see it: public to anyone, recruiters to clients and managers, hidden to its owner only",
    tag: "Talent",
    token: [...ACCOUNT_KINDS],
    tokenOptional: true,
    pathParams: handleParamSchema,
    success: {
      status: 200,
      description: "The profile, without the email; resume_url only for clients, managers and the owner",
      schema: publicProfileResponseSchema,
    },
    errors: [404],
  },
];
