import "server-only";

import { sql, type SQL } from "drizzle-orm";

import type { PayoutStatus } from "@/lib/payouts/states";
import type { ManagePayoutJson } from "@/lib/validation/payouts";

import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";

type Row = {
  id: string | number;
  month: string;
  currency: string;
  amount_minor: string | number;
  status: PayoutStatus;
  paid_on: string | null;
  reference: string | null;
  invoice_id: string | number;
  invoice_number: string;
  engagement_id: string | number | null;
  contract_type: string | null;
  job_title: string | null;
  company_name: string | null;
  talent_id: number | null;
  talent_name: string | null;
  talent_email: string | null;
  hours_minutes: string | number | null;
  hours_minor: string | number | null;
  milestones_minor: string | number | null;
  full_time_minor: string | number | null;
  trial_minor: string | number | null;
};

/**
 * Payouts with their engagement, talent and breakdown, read from the invoice lines of that engagement on that
 * invoice: minutes and talent amounts per kind, and the part of them the platform pays (lines inside the trial of an
 * engagement the client ended there, which a trial credit, on this invoice or a later one, credits to the client). `order` is an ORDER BY list on `p`.
 */
export async function payoutRows(
  db: Db,
  where: SQL,
  order: SQL,
  page?: { limit: number; offset: number },
): Promise<ManagePayoutJson[]> {
  const rows = await rowsOf<Row>(
    db,
    sql`
      select p.id, p.month, p.currency, p.amount_minor, p.status, p.paid_on::text as paid_on, p.reference,
             p.invoice_id, i.number as invoice_number, p.engagement_id, e.contract_type::text as contract_type,
             j.title as job_title, coalesce(c.name, i.buyer ->> 'name') as company_name, p.talent_id,
             trim(t.first_name || ' ' || t.last_name) as talent_name, t.email as talent_email,
             b.hours_minutes, b.hours_minor, b.milestones_minor, b.full_time_minor, b.trial_minor
      from payouts p
      join invoices i on i.id = p.invoice_id
      left join engagements e on e.id = p.engagement_id
      left join jobs j on j.id = e.job_id
      left join companies c on c.id = e.company_id
      left join talents t on t.id = p.talent_id
      left join lateral (
        select coalesce(sum(round(l.quantity * 60)) filter (where l.kind = 'hours'), 0)::int as hours_minutes,
               coalesce(sum(l.talent_amount_minor) filter (where l.kind = 'hours'), 0) as hours_minor,
               coalesce(sum(l.talent_amount_minor) filter (where l.kind = 'milestone'), 0) as milestones_minor,
               coalesce(sum(l.talent_amount_minor) filter (where l.kind = 'full_time'), 0) as full_time_minor,
               coalesce(sum(l.talent_amount_minor) filter (
                 where exists (select 1 from invoice_lines cl where cl.credits_line_id = l.id)
               ), 0) as trial_minor
        from invoice_lines l
        where l.invoice_id = p.invoice_id and l.engagement_id = p.engagement_id
      ) b on true
      where ${where}
      order by ${order}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    month: row.month,
    engagement: {
      id: Number(row.engagement_id ?? 0),
      job_title: row.job_title ?? "(engagement deleted)",
      contract_type: row.contract_type ?? "",
      company_name: row.company_name ?? "",
    },
    currency: row.currency,
    amount_minor: Number(row.amount_minor),
    breakdown: {
      hours_minutes: Number(row.hours_minutes ?? 0),
      hours_minor: Number(row.hours_minor ?? 0),
      milestones_minor: Number(row.milestones_minor ?? 0),
      full_time_minor: Number(row.full_time_minor ?? 0),
      trial_paid_by_platform_minor: Number(row.trial_minor ?? 0),
    },
    status: row.status,
    invoice: { id: Number(row.invoice_id), number: row.invoice_number },
    paid_on: row.paid_on,
    reference: row.reference,
    talent:
      row.talent_id !== null ? { id: row.talent_id, name: row.talent_name ?? "", email: row.talent_email ?? "" } : null,
  }));
}
