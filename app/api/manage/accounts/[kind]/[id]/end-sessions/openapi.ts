import { z } from "zod";

import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import type { ApiOperation } from "@/lib/openapi/operation";
import { endSessionsResponseSchema } from "@/lib/validation/manage-accounts";

const accountPath = z.object({
  kind: z.enum(MEMBER_KINDS).describe("talent or client"),
  id: z.number().int().min(1).describe("The account's id"),
});

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/accounts/{kind}/{id}/end-sessions",
    summary: "Revoke every token of the account (it can log in again)",
    tag: "Manager",
    token: "manager",
    pathParams: accountPath,
    success: { status: 200, description: "How many sessions ended", schema: endSessionsResponseSchema },
    errors: [404],
  },
];
