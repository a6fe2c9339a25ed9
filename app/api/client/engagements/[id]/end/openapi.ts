import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { endEngagementRequestSchema, engagementAnswerSchema } from "@/lib/validation/engagements";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/engagements/{id}/end",
    summary:
      "Set the last working day: from today inside the trial or before the start, else no sooner than today + notice_days",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric engagement id") }),
    body: { schema: endEngagementRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The engagement with its end set", schema: engagementAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Ended, or its end is set already" },
  },
];
