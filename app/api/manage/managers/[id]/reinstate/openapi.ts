import type { ApiOperation } from "@/lib/openapi/operation";
import { managerIdPathSchema, managerSuspensionResponseSchema } from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/managers/{id}/reinstate",
    summary: "Reinstate a suspended manager: it may sign in again (audit entry manager.reinstate)",
    tag: "Manager",
    token: "manager",
    pathParams: managerIdPathSchema,
    success: { status: 200, description: "Reinstated", schema: managerSuspensionResponseSchema },
    errors: [404, 409],
  },
];
