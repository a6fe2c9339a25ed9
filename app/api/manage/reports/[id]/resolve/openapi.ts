import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { jobReportSchema, resolveReportSchema } from "@/lib/validation/job-review";

const idParam = z.object({ id: z.string().describe("A numeric id") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/reports/{id}/resolve",
    summary:
      "Resolve an open report: dismissed, or job_closed (also closes the job if it is open or in review); 409 once resolved",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: resolveReportSchema, jsonOnly: true },
    success: { status: 200, description: "The resolved report", schema: data(jobReportSchema) },
    errors: [400, 404, 409, 415, 422],
  },
];
