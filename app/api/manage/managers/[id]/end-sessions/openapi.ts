import type { ApiOperation } from "@/lib/openapi/operation";
import { managerEndSessionsResponseSchema, managerIdPathSchema } from "@/lib/validation/manage-accounts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/managers/{id}/end-sessions",
    summary: "End every session of a manager on every device (audit entry manager.end_sessions)",
    tag: "Manager",
    token: "manager",
    pathParams: managerIdPathSchema,
    success: { status: 200, description: "How many sessions ended", schema: managerEndSessionsResponseSchema },
    errors: [404],
  },
];
