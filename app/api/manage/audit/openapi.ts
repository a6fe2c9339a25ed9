import type { ApiOperation } from "@/lib/openapi/operation";
import { auditPageSchema, auditQuerySchema } from "@/lib/validation/audit-log";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/audit",
    summary:
      "The audit log, newest first, paginated; with format=csv every matching row as a CSV attachment (text/csv: at, manager, manager_email, action, target_kind, target_id, before, after)",
    tag: "Manager",
    token: "manager",
    query: auditQuerySchema,
    success: { status: 200, description: "One page of entries, or the CSV file", schema: auditPageSchema },
    errors: [422],
  },
];
