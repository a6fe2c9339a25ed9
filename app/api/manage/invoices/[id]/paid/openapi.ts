import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { invoiceSummaryAnswerSchema, markPaidRequestSchema } from "@/lib/validation/invoices";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/invoices/{id}/paid",
    summary:
      "Record the client's payment (date, not in the future, and reference): issued → paid, and its talents' payouts pending → payable; audited",
    tag: "Manager",
    token: "manager",
    pathParams: z.object({ id: z.string().describe("A numeric invoice id") }),
    body: { schema: markPaidRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The paid invoice", schema: invoiceSummaryAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "The invoice is paid or void already, or is a credit note" },
  },
];
