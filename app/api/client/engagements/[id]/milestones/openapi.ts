import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { milestonesAnswerSchema } from "@/lib/validation/timesheets";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/engagements/{id}/milestones",
    summary:
      "A project engagement's milestones in order (one for the whole amount when it is not split), each pending, delivered or approved",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric engagement id") }),
    success: { status: 200, description: "The milestones, in order", schema: milestonesAnswerSchema },
    errors: [404, 409],
    errorDescriptions: { 409: "Not a project engagement" },
  },
];
