import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { deliverMilestoneRequestSchema, milestoneAnswerSchema } from "@/lib/validation/timesheets";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/engagements/{id}/milestones/{mid}/deliver",
    summary:
      "Mark a project milestone delivered, with an optional note to the client: approved automatically 7 days on unless the client approves it first",
    tag: "Talent",
    token: "talent",
    pathParams: z.object({
      id: z.string().describe("A numeric engagement id"),
      mid: z.string().describe("The milestone's 1-based position in the engagement's milestones"),
    }),
    body: { schema: deliverMilestoneRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The delivered milestone", schema: milestoneAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Not a project engagement, or the milestone is delivered already" },
  },
];
