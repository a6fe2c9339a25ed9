import { z } from "zod";

import { JOB_STATUSES } from "@/lib/jobs/states";
import { data, type ApiOperation } from "@/lib/openapi/operation";
import { platformCloseRequestSchema } from "@/lib/validation/job-review";

const idParam = z.object({ id: z.string().describe("A numeric id") });
const jobMove = data(z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }));

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/jobs/{id}/close",
    summary:
      'Close an open job or a job in review for the platform. `reason` is required: the recruiter sees "Closed by the platform" with it, and cannot reopen, publish or otherwise move the job (409) until a manager reopens it. 409 for a draft or a closed job',
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: platformCloseRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The job's new status", schema: jobMove },
    errors: [400, 404, 409, 415, 422],
  },
];
