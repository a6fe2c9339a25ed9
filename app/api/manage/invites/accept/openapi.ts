import type { ApiOperation } from "@/lib/openapi/operation";
import { managerAuthResponseSchema } from "@/lib/validation/accounts";
import { inviteAcceptSchema } from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/invites/accept",
    summary: "Create a manager from an invitation (the invitation's email); signs in and sets the console's cookie",
    tag: "Manager",
    body: { schema: inviteAcceptSchema },
    success: { status: 201, description: "The new manager and a bearer token", schema: managerAuthResponseSchema },
    errors: [410, 422, 429],
  },
];
