import type { ApiOperation } from "@/lib/openapi/operation";
import { managePayoutsQuerySchema } from "@/lib/validation/payouts";

export const operations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/payouts.csv",
    summary:
      "The payouts GET /api/manage/payouts selects (status), payable first, as a CSV attachment: id, talent, talent_email, company, engagement_id, job_title, month, currency, amount, status, invoice, paid_on, reference, hours_minutes, trial_paid_by_platform",
    tag: "Manager",
    token: "manager",
    query: managePayoutsQuerySchema.omit({ page: true, per_page: true }),
    success: { status: 200, description: "The CSV file", binary: ["text/csv"] },
    errors: [422],
  },
];
