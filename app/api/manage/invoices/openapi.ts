import type { ApiOperation } from "@/lib/openapi/operation";
import { manageInvoicesAnswerSchema, manageInvoicesQuerySchema } from "@/lib/validation/invoices";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/invoices",
    summary:
      "Every company's invoices and credit notes, newest first, paged; status issued, overdue (issued and past due_on), paid or void; month YYYY-MM",
    tag: "Manager",
    token: "manager",
    query: manageInvoicesQuerySchema,
    success: { status: 200, description: "One page of invoices", schema: manageInvoicesAnswerSchema },
    errors: [422],
  },
];
