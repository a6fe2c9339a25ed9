import type { ApiOperation } from "@/lib/openapi/operation";
import { manageInvoicesQuerySchema } from "@/lib/validation/invoices";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/invoices.csv",
    summary:
      "The invoices GET /api/manage/invoices selects (status, month), every page, as a CSV attachment: number, kind, company, month, currency, status, issued_on, due_on, total, paid_on, payment_reference, credits_invoice, credit_note, void_reason",
    tag: "Manager",
    token: "manager",
    query: manageInvoicesQuerySchema.omit({ page: true, per_page: true }),
    success: { status: 200, description: "The CSV file", binary: ["text/csv"] },
    errors: [422],
  },
];
