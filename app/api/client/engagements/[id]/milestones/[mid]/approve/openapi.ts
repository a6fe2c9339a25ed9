import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { milestoneAnswerSchema } from "@/lib/validation/timesheets";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/engagements/{id}/milestones/{mid}/approve",
    summary: "Approve a delivered project milestone: it goes on the month's invoice",
    tag: "Client",
    token: "client",
    pathParams: z.object({
      id: z.string().describe("A numeric engagement id"),
      mid: z.string().describe("The milestone's 1-based position in the engagement's milestones"),
    }),
    success: { status: 200, description: "The approved milestone", schema: milestoneAnswerSchema },
    errors: [404, 409],
    errorDescriptions: { 409: "Not a project engagement, or the milestone is pending or approved already" },
  },
];
