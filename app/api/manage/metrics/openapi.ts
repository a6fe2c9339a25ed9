import type { ApiOperation } from "@/lib/openapi/operation";
import { metricsQuerySchema, metricsResponseSchema } from "@/lib/validation/metrics";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/metrics",
    summary:
      "Weekly sign-ups, complete profiles, vetting submissions, vetted, applications and hires (ISO weeks, oldest first), totals and the vetted share; the median days to hire per category and the share of engagements ended in their trial (all time)",
    tag: "Manager",
    token: "manager",
    query: metricsQuerySchema,
    success: { status: 200, description: "The weekly series", schema: metricsResponseSchema },
    errors: [422],
  },
];
