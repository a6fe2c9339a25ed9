import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { interviewSlotsSchema, slotsQuerySchema } from "@/lib/validation/interviews";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/applications/{id}/interview-slots",
    summary:
      "Interview starts on the quarter hour inside both the talent's and the team's working hours, the next 10 business days, skipping both sides' booked interviews; each with both local times. 422 when either side has no time zone or working hours",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric application id") }),
    query: slotsQuerySchema,
    success: {
      status: 200,
      description: "The open slots, or the nearest edges when the days never meet",
      schema: interviewSlotsSchema,
    },
    errors: [404, 422],
  },
];
