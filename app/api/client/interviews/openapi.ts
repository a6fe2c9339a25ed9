import type { ApiOperation } from "@/lib/openapi/operation";
import { clientInterviewsListSchema } from "@/lib/validation/client-interviews";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/interviews",
    summary:
      "Own interviews with their status, the booked start or the offered slots, both local times, the job, both parties and the company's private scorecard",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "Interviews, newest first", schema: clientInterviewsListSchema },
    errors: [],
  },
];
