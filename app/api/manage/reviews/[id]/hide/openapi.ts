import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { hideReviewRequestSchema, managedReviewAnswerSchema } from "@/lib/validation/reviews";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/reviews/{id}/hide",
    summary: "Hide a review from the other side and from the ratings, with a reason (audited); 409 once hidden",
    tag: "Manager",
    token: "manager",
    pathParams: z.object({ id: z.string().describe("A numeric id") }),
    body: { schema: hideReviewRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The hidden review", schema: managedReviewAnswerSchema },
    errors: [400, 404, 409, 415, 422],
  },
];
