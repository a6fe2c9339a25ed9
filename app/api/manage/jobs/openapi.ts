import type { ApiOperation } from "@/lib/openapi/operation";
import { manageJobsPageSchema, manageJobsQuerySchema } from "@/lib/validation/job-review";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/jobs",
    summary:
      "Jobs for the managers: the review queue (pending_review, oldest first) by default, or any status (all) newest first; `q` searches; 20 per page, with open report counts",
    tag: "Manager",
    token: "manager",
    query: manageJobsQuerySchema,
    success: { status: 200, description: "A page of jobs", schema: manageJobsPageSchema },
    errors: [422],
  },
];
