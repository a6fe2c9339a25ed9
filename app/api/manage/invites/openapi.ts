import type { ApiOperation } from "@/lib/openapi/operation";
import { inviteRequestSchema, inviteResponseSchema } from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/invites",
    summary: "Invite a manager: a single-use link valid 7 days, emailed to the address and returned",
    tag: "Manager",
    token: "manager",
    body: { schema: inviteRequestSchema },
    success: { status: 201, description: "The invitation", schema: inviteResponseSchema },
    errors: [422],
  },
];
