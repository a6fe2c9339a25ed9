import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { engagementAnswerSchema } from "@/lib/validation/engagements";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/engagements/{id}",
    summary: "One own engagement",
    tag: "Talent",
    token: "talent",
    pathParams: z.object({ id: z.string().describe("A numeric engagement id") }),
    success: { status: 200, description: "The engagement", schema: engagementAnswerSchema },
    errors: [404],
  },
];
