import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { interviewSchema, talentRescheduleRequestSchema } from "@/lib/validation/interviews";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/interviews/{id}/reschedule",
    summary:
      "Give up a booking: the interview goes back to proposed with the offered starts still ahead, minus the one given up; the sequence rises. To ask for other times, write in the conversation",
    tag: "Talent",
    token: "talent",
    pathParams: z.object({ id: z.string().describe("A numeric interview id") }),
    body: { schema: talentRescheduleRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The interview, proposed again", schema: data(interviewSchema) },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Not booked (still proposed, cancelled, or already taken place)" },
  },
];
