import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { feedbackRequestSchema, interviewFeedbackSchema } from "@/lib/validation/interview-feedback";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/interviews/{id}/feedback",
    summary:
      "Record the scorecard of a booked interview whose end has passed: 1–4 on communication, skills, working-hours fit and overall, a recommendation and notes. One per interview: a second call replaces it. Private to the company: never in a talent's answer",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric interview id") }),
    body: { schema: feedbackRequestSchema, jsonOnly: true },
    success: {
      status: 200,
      description: "The scorecard as saved (the first time or replacing the last)",
      schema: data(interviewFeedbackSchema),
    },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "The interview is not booked, or has not ended yet" },
  },
];
