import type { ApiOperation } from "@/lib/openapi/operation";
import { timesheetsAnswerSchema, timesheetsQuerySchema } from "@/lib/validation/timesheets";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/timesheets",
    summary: "Own weeks on hourly engagements, newest first, each with its status, deadlines and entries",
    tag: "Talent",
    token: "talent",
    query: timesheetsQuerySchema,
    success: { status: 200, description: "Weeks, newest first", schema: timesheetsAnswerSchema },
    errors: [422],
  },
];
