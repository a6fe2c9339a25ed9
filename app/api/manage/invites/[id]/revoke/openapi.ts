import type { ApiOperation } from "@/lib/openapi/operation";
import { invitationIdPathSchema, invitationRevocationResponseSchema } from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/invites/{id}/revoke",
    summary:
      "Revoke a pending manager invitation: its link answers as one that cannot be used (audit entry manager.revoke_invite). 409 once used, revoked or expired",
    tag: "Manager",
    token: "manager",
    pathParams: invitationIdPathSchema,
    success: { status: 200, description: "Revoked", schema: invitationRevocationResponseSchema },
    errors: [404, 409],
  },
];
