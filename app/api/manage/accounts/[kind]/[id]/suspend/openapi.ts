import { z } from "zod";

import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import type { ApiOperation } from "@/lib/openapi/operation";
import { suspendRequestSchema, suspensionResponseSchema } from "@/lib/validation/manage-accounts";

const accountPath = z.object({
  kind: z.enum(MEMBER_KINDS).describe("talent or client"),
  id: z.number().int().min(1).describe("The account's id"),
});

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/accounts/{kind}/{id}/suspend",
    summary: "Suspend an account: it cannot log in, its tokens are revoked, a client's open and in-review jobs close",
    tag: "Manager",
    token: "manager",
    pathParams: accountPath,
    body: { schema: suspendRequestSchema },
    success: {
      status: 200,
      description: "Suspended; `jobs` lists the jobs closed",
      schema: suspensionResponseSchema,
    },
    errors: [404, 409, 422],
  },
];
