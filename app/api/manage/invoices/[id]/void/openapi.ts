import { z } from "zod";

import type { ApiOperation } from "@/lib/openapi/operation";
import { voidInvoiceAnswerSchema, voidInvoiceRequestSchema } from "@/lib/validation/invoices";

export const operations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/manage/invoices/{id}/void",
    summary:
      "Void an issued invoice: a credit note with its own number (CN-YYYY-NNNNNN) and the negated lines is issued in the same transaction, and the invoice's pending payouts are cancelled; its work is billed again, on a new invoice, by the next month close (its own month closed again, or a later one); audited",
    tag: "Manager",
    token: "manager",
    pathParams: z.object({ id: z.string().describe("A numeric invoice id") }),
    body: { schema: voidInvoiceRequestSchema, jsonOnly: true },
    success: { status: 200, description: "The void invoice and its credit note", schema: voidInvoiceAnswerSchema },
    errors: [404, 409, 415, 422],
    errorDescriptions: { 409: "The invoice is paid (it cannot be voided) or void already" },
  },
];
