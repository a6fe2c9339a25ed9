import { z } from "zod";

import { JOB_STATUSES } from "@/lib/jobs/states";
import { data, type ApiOperation } from "@/lib/openapi/operation";
import { reviewRequestSchema } from "@/lib/validation/job-review";

const idParam = z.object({ id: z.string().describe("A numeric id") });
const jobMove = data(z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }));

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/jobs/{id}/review",
    summary:
      "Decide on a job in review: approve opens it (and the company's next jobs open without review); reject sends it back to draft with `reason`, which the recruiter sees. The recruiter is emailed. 409 once it is no longer in review",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: reviewRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The job's new status", schema: jobMove },
    errors: [400, 404, 409, 415, 422],
  },
];
