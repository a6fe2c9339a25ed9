import type { ApiOperation } from "@/lib/openapi/operation";
import { runNameParamSchema, runResultSchema, runStartRequestSchema } from "@/lib/validation/runs";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/runs/{name}",
    summary:
      "Start a run now, whatever its schedule (writes the audit entry run.start); answers its outcome and summary",
    tag: "Manager",
    token: "manager",
    pathParams: runNameParamSchema,
    body: { schema: runStartRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The run's outcome, its summary line and the run", schema: runResultSchema },
    errors: [404, 409, 415, 422],
  },
];
