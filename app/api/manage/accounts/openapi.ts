import type { ApiOperation } from "@/lib/openapi/operation";
import { accountsPageSchema, accountsQuerySchema } from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/accounts",
    summary: "Search talent and clients by name or email, newest first, 20 per page",
    tag: "Manager",
    token: "manager",
    query: accountsQuerySchema,
    success: { status: 200, description: "One page of accounts", schema: accountsPageSchema },
    errors: [422],
  },
];
