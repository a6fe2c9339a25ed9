import "server-only";

import { sql, type SQL } from "drizzle-orm";

import type { BillableItem, CreditedLine } from "@/lib/invoices/build-lines";

import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";
import {
  BILLED_ENGAGEMENT_COLUMNS,
  BILLED_ENGAGEMENT_JOINS,
  billedEngagement,
  type BilledEngagementRow,
} from "./billed-engagement";

type CreditRow = BilledEngagementRow & {
  line_id: string | number;
  invoice_number: string;
  description: string;
  period_start: string;
  period_end: string;
  quantity: string;
  unit_code: CreditedLine["unitCode"];
  unit_price_minor: string | number;
  amount_minor: string | number;
};

/**
 * The lines still to credit among the engagements `scope` (a condition on `e`) selects: work billed on an earlier
 * invoice that is not void (a void one's client owes nothing) for a period starting inside the trial of an
 * engagement the client ended there (its last day inside the trial too), and not credited yet (the credit's
 * reference is unique among lines not voided: a void invoice's credits are owed again). A credit waits for the next
 * invoice of the company and currency, whatever its month: the end is often set after the invoice that billed the
 * trial's first weeks.
 */
function creditsQuery(scope: SQL): SQL {
  const trialEnd = sql`(e.start_date + (e.trial_days - 1))`;
  return sql`
    select ${BILLED_ENGAGEMENT_COLUMNS}, l.id as line_id, i.number as invoice_number, l.description,
           l.period_start::text as period_start, l.period_end::text as period_end, l.quantity::text as quantity,
           l.unit_code, l.unit_price_minor, l.amount_minor
    from engagements e ${BILLED_ENGAGEMENT_JOINS}
    join invoice_lines l on l.engagement_id = e.id and l.kind in ('hours', 'milestone', 'full_time')
    join invoices i on i.id = l.invoice_id
    where ${scope} and e.trial_ended_early and e.trial_days > 0 and e.ended_on <= ${trialEnd}
      and i.kind = 'invoice' and i.status <> 'void' and i.company_id = e.company_id and i.currency = e.currency
      and l.period_start <= ${trialEnd} and l.amount_minor <> 0
      and not exists (select 1 from invoice_lines c where c.credits_line_id = l.id and not c.voided)
    order by l.id`;
}

const toItem = (row: CreditRow): BillableItem => ({
  kind: "trial_credit",
  engagement: billedEngagement(row),

  line: {
    id: Number(row.line_id),
    invoiceNumber: row.invoice_number,
    description: row.description,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    quantity: row.quantity,
    unitCode: row.unit_code,
    unitPriceMinor: Number(row.unit_price_minor),
    amountMinor: Number(row.amount_minor),
  },
});

/** The trial credits owed to the companies or the company and currency `scope` selects, with their company. */
export async function trialCreditItems(
  db: Db,
  scope: SQL,
): Promise<{ companyId: number; currency: string; item: BillableItem }[]> {
  const rows = await rowsOf<CreditRow>(db, creditsQuery(scope));
  return rows.map((row) => ({ companyId: row.company_id, currency: row.currency, item: toItem(row) }));
}
