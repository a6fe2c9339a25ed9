import type { ApiOperation } from "@/lib/openapi/operation";
import { managePayoutsAnswerSchema, managePayoutsQuerySchema } from "@/lib/validation/payouts";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/payouts",
    summary:
      "Every talent payout, payable first (the transfers to make, oldest first), then pending, paid and cancelled; paged",
    tag: "Manager",
    token: "manager",
    query: managePayoutsQuerySchema,
    success: { status: 200, description: "One page of payouts", schema: managePayoutsAnswerSchema },
    errors: [422],
  },
];
