import type { ApiOperation } from "@/lib/openapi/operation";
import { payoutsAnswerSchema } from "@/lib/validation/payouts";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/talent/payouts",
    summary:
      "The talent's payouts, newest month first: per month and engagement what it earned (hours, milestones, full-time, trial work paid by the platform) and its status; in meta.unbilled, per engagement, the approved work on no invoice yet and what the talent will be paid for it at the next month close",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The payouts", schema: payoutsAnswerSchema },
  },
];
