import { z } from "zod";

import { INVOICE_FILE_TYPES, INVOICE_ID_PARAM_DESCRIPTION } from "@/lib/invoices/document-path";
import type { ApiOperation } from "@/lib/openapi/operation";
import { invoiceAnswerSchema } from "@/lib/validation/invoices";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/invoices/{id}",
    summary:
      "Any invoice or credit note: `{id}` as JSON with its parties and lines, `{id}.pdf` the PDF, `{id}.xml` the EN 16931 invoice in UBL 2.1",
    tag: "Manager",
    token: "manager",
    pathParams: z.object({ id: z.string().describe(INVOICE_ID_PARAM_DESCRIPTION) }),
    success: {
      status: 200,
      description: "The invoice (JSON), or its PDF or XML file",
      schema: invoiceAnswerSchema,
      binary: Object.values(INVOICE_FILE_TYPES),
    },
    errors: [404],
  },
];
