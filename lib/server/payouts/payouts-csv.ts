import "server-only";

import { todayUtc } from "@/lib/format/date-time";
import { minorToDecimal } from "@/lib/invoices/amounts";
import type { PayoutStatus } from "@/lib/payouts/states";

import type { Db } from "../db/types";
import { CSV_PAGE, csvDownload } from "../invoices/csv-download";
import { MANAGE_PAYOUT_ORDER, payoutStatusWhere } from "./manage-payouts";
import { payoutRows } from "./payout-rows";

export const PAYOUT_CSV_COLUMNS = [
  "id",
  "talent",
  "talent_email",
  "company",
  "engagement_id",
  "job_title",
  "month",
  "currency",
  "amount",
  "status",
  "invoice",
  "paid_on",
  "reference",
  "hours_minutes",
  "trial_paid_by_platform",
] as const;

/** GET /api/manage/payouts.csv: the payouts the filter selects, payable first. */
export function payoutsCsvResponse(db: Db, status: PayoutStatus | undefined): Response {
  return csvDownload(`payouts-${todayUtc()}.csv`, PAYOUT_CSV_COLUMNS, async (offset) =>
    (await payoutRows(db, payoutStatusWhere(status), MANAGE_PAYOUT_ORDER, { limit: CSV_PAGE, offset })).map((p) => [
      String(p.id),
      p.talent?.name ?? "",
      p.talent?.email ?? "",
      p.engagement.company_name,
      String(p.engagement.id),
      p.engagement.job_title,
      p.month,
      p.currency,
      minorToDecimal(p.amount_minor, p.currency),
      p.status,
      p.invoice.number,
      p.paid_on ?? "",
      p.reference ?? "",
      String(p.breakdown.hours_minutes),
      minorToDecimal(p.breakdown.trial_paid_by_platform_minor, p.currency),
    ]),
  );
}
