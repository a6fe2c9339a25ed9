import type { ApiOperation } from "@/lib/openapi/operation";
import { managersResponseSchema } from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/managers",
    summary: "The managers and the invitations not used yet",
    tag: "Manager",
    token: "manager",
    success: { status: 200, description: "Managers and pending invitations", schema: managersResponseSchema },
  },
];
