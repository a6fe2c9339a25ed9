import type { ApiOperation } from "@/lib/openapi/operation";
import { jobsPageSchema, jobsQuerySchema } from "@/lib/validation/jobs";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/jobs",
    summary:
      "Open jobs, filtered, sorted and paged; 400 when only some of min_overlap_hours, timezone, work_start and work_end are sent",
    tag: "Jobs",
    query: jobsQuerySchema,
    success: {
      status: 200,
      description: "One page of jobs, with the total exact up to 10,000 (see `total_is_lower_bound`)",
      schema: jobsPageSchema,
    },
    errors: [400, 422],
  },
];
