import type { ApiOperation } from "@/lib/openapi/operation";
import { vettingQueuePageSchema, vettingQueueQuerySchema } from "@/lib/validation/manage-vetting";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/vetting",
    summary:
      "One stage's vetting queue (default submitted), oldest arrival in the stage first, paged, with every stage's count",
    tag: "Manager",
    token: "manager",
    query: vettingQueueQuerySchema,
    success: { status: 200, description: "One page of the queue", schema: vettingQueuePageSchema },
    errors: [422],
  },
];
