import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { markPaidRequestSchema } from "@/lib/validation/invoices";
import { managePayoutAnswerSchema } from "@/lib/validation/payouts";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/payouts/{id}/paid",
    summary: "Record the transfer to the talent (date, not in the future, and reference): payable → paid; audited",
    tag: "Manager",
    token: "manager",
    pathParams: z.object({ id: z.string().describe("A numeric payout id") }),
    body: { schema: markPaidRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The paid payout", schema: managePayoutAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "The payout is not payable: pending (its invoice is unpaid), paid or cancelled" },
  },
];
