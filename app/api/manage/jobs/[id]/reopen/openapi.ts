import { z } from "zod";

import { JOB_STATUSES } from "@/lib/jobs/states";
import { data, type ApiOperation } from "@/lib/openapi/operation";

const idParam = z.object({ id: z.string().describe("A numeric id") });
const jobMove = data(z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES) }));

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/jobs/{id}/reopen",
    summary:
      "Lift a platform closure: the job goes back on the board (open), or back to review (pending_review) when no job of its company was approved yet; its recruiter can manage it again. Audited. 409 unless the platform closed the job (also when another manager reopened it first)",
    tag: "Manager",
    token: "manager",
    pathParams: idParam,
    success: { status: 200, description: "The job's new status", schema: jobMove },
    errors: [404, 409],
  },
];
