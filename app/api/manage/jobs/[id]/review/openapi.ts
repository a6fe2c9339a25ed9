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
      "Decide on a job in review: approve opens it (and the company's next jobs open without review); reject sends it back to draft with `reason`, which the recruiter sees. On a published job with changes waiting for review (`revision_submitted_at` set): approve puts the changed title, description, rate and skills on the public job; reject drops them with `reason`, which the recruiter sees, and the job keeps its earlier version. The status does not change then. The recruiter is emailed. 409 once nothing waits for a decision (also when another manager decided first)",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    body: { schema: reviewRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The job's new status", schema: jobMove },
    errors: [400, 404, 409, 415, 422],
  },
];
