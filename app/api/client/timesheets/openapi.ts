import type { ApiOperation } from "@/lib/openapi/operation";
import { timesheetsAnswerSchema, timesheetsQuerySchema } from "@/lib/validation/timesheets";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/timesheets",
    summary: "The company's weeks on hourly engagements, newest first, each with its status, deadlines and entries",
    tag: "Client",
    token: "client",
    query: timesheetsQuerySchema,
    success: { status: 200, description: "Weeks, newest first", schema: timesheetsAnswerSchema },
    errors: [422],
  },
];
