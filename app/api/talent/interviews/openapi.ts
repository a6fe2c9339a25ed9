import type { ApiOperation } from "@/lib/openapi/operation";
import { interviewsListSchema } from "@/lib/validation/interviews";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/interviews",
    summary:
      "Own interviews with their status, the booked start or the offered slots, both local times, the job and both parties",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "Interviews, newest first", schema: interviewsListSchema },
    errors: [],
  },
];
