import { z } from "zod";

import { INVOICE_FILE_TYPES, INVOICE_ID_PARAM_DESCRIPTION } from "@/lib/invoices/document-path";
import type { ApiOperation } from "@/lib/openapi/operation";
import { invoiceAnswerSchema } from "@/lib/validation/invoices";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/invoices/{id}",
    summary:
      "One of the company's invoices or credit notes: `{id}` as JSON with its parties and lines, `{id}.pdf` the PDF, `{id}.xml` the EN 16931 invoice in UBL 2.1 (attachments named by the number); another company's is 404",
    tag: "Client",
    token: "client",
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
