import type { ApiOperation } from "@/lib/openapi/operation";
import { jobReportsPageSchema, manageReportsQuerySchema } from "@/lib/validation/job-review";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/reports",
    summary:
      "Job reports: open ones oldest first (the queue), or resolved ones newest first; with the job and the reporter",
    tag: "Manager",
    token: "manager",
    query: manageReportsQuerySchema,
    success: { status: 200, description: "A page of reports", schema: jobReportsPageSchema },
    errors: [422],
  },
];
