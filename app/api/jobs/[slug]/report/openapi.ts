import { z } from "zod";

import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import { data, type ApiOperation } from "@/lib/openapi/operation";
import { filedReportSchema, reportRequestSchema } from "@/lib/validation/job-review";

const slugParam = z.object({ slug: z.string().describe("The job's slug") });

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/jobs/{slug}/report",
    summary:
      "Report a job (open or closed) as a signed-in talent or client; 409 when this person already reported it, 404 for an unknown or unlisted job",
    tag: "Jobs",
    token: [...MEMBER_KINDS],
    pathParams: slugParam,
    body: { schema: reportRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The report", schema: data(filedReportSchema) },
    errors: [400, 404, 409, 415, 422],
  },
];
