import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { engagementReviewsAnswerSchema } from "@/lib/validation/reviews";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/engagements/{id}/reviews",
    summary: "The window's end, the caller's review and the other side's once both have written or the window closed",
    tag: "Talent",
    token: "talent",
    pathParams: z.object({ id: z.string().describe("A numeric engagement id") }),
    success: { status: 200, description: "Both sides' reviews, double-blind", schema: engagementReviewsAnswerSchema },
    errors: [404],
  },
];
