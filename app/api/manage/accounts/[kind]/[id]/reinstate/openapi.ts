import { z } from "zod";

import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import type { ApiOperation } from "@/lib/openapi/operation";
import { suspensionResponseSchema } from "@/lib/validation/manage-accounts";

const accountPath = z.object({
  kind: z.enum(MEMBER_KINDS).describe("talent or client"),
  id: z.number().int().min(1).describe("The account's id"),
});

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/accounts/{kind}/{id}/reinstate",
    summary: "Lift a suspension: the account may log in and the jobs the suspension closed return to their state",
    tag: "Manager",
    token: "manager",
    pathParams: accountPath,
    success: {
      status: 200,
      description: "Reinstated; `jobs` lists the jobs reopened",
      schema: suspensionResponseSchema,
    },
    errors: [404, 409],
  },
];
