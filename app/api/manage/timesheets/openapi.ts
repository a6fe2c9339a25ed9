import type { ApiOperation } from "@/lib/openapi/operation";
import { timesheetsAnswerSchema, timesheetsQuerySchema } from "@/lib/validation/timesheets";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/timesheets",
    summary:
      "Weeks for the managers: the open disputes by default (or another status), the longest waiting first; at most 200",
    tag: "Manager",
    token: "manager",
    query: timesheetsQuerySchema,
    success: { status: 200, description: "Weeks, oldest review first", schema: timesheetsAnswerSchema },
    errors: [422],
  },
];
