import { z } from "zod";

import { data, type ApiOperation } from "@/lib/openapi/operation";
import { bookRequestSchema, interviewSchema } from "@/lib/validation/interviews";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/talent/interviews/{id}/book",
    summary: "Book one of the interview's offered starts",
    tag: "Talent",
    token: "talent",
    pathParams: z.object({ id: z.string().describe("A numeric interview id") }),
    body: { schema: bookRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The booked interview", schema: data(interviewSchema) },
    errors: [404, 409, 415, 422],
    errorDescriptions: {
      409: "No longer proposed (booked or cancelled meanwhile), or the start became busy for either side",
    },
  },
];
