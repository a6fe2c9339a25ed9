import type { ApiOperation } from "@/lib/openapi/operation";
import {
  managerIdPathSchema,
  managerSuspensionResponseSchema,
  suspendRequestSchema,
} from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/managers/{id}/suspend",
    summary:
      "Suspend a manager: its sessions end, it cannot sign in, its pending invitations are revoked (audit entry manager.suspend). 409 for a manager already suspended and for the last active manager, oneself included",
    tag: "Manager",
    token: "manager",
    pathParams: managerIdPathSchema,
    body: { schema: suspendRequestSchema },
    success: { status: 200, description: "Suspended", schema: managerSuspensionResponseSchema },
    errors: [404, 409, 422],
  },
];
