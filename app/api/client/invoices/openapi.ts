import type { ApiOperation } from "@/lib/openapi/operation";
import { invoicesAnswerSchema } from "@/lib/validation/invoices";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/client/invoices",
    summary: "The company's invoices and credit notes, newest first (one invoice per calendar month and currency)",
    tag: "Client",
    token: "client",
    success: { status: 200, description: "The invoices", schema: invoicesAnswerSchema },
  },
];
