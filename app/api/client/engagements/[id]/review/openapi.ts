import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { reviewAnswerSchema, reviewRequestSchema } from "@/lib/validation/reviews";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/engagements/{id}/review",
    summary: "Review the other side of an ended engagement, once, until the end of the 14th day after its end day",
    tag: "Client",
    token: "client",
    pathParams: z.object({ id: z.string().describe("A numeric engagement id") }),
    body: { schema: reviewRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The review as written", schema: reviewAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "Not ended yet, reviewed already, or the window has closed" },
  },
];
