import "server-only";

import { sql, type SQL } from "drizzle-orm";

import type { BillableItem } from "@/lib/invoices/build-lines";
import { monthBounds, nextMonth } from "@/lib/invoices/periods";

import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";
import {
  BILLED_ENGAGEMENT_COLUMNS,
  BILLED_ENGAGEMENT_JOINS,
  billedEngagement,
  type BilledEngagementRow,
} from "./billed-engagement";
import { trialCreditItems } from "./trial-credits";

type ItemRow = BilledEngagementRow & {
  kind: BillableItem["kind"];
  timesheet_id: string | number | null;
  week_start: string | null;
  minutes: number | null;
  position: number | null;
  milestone_name: string | null;
  milestone_amount: string | number | null;
  delivered_on: string | null;
  approved_on: string | null;
  billed_month: string | null;
};

/**
 * A project whose offer did not split its amount is one milestone at position 1 of the whole amount, named as the
 * timesheets code names it (projectMilestones in lib/timesheets/milestones.ts, branch ta).
 */
const WHOLE_PROJECT = "The whole project";

/**
 * Everything billable for `month` as of `now` among the engagements `scope` (a condition on `e`) selects, not yet on
 * any invoice line not `voided` (the source columns' unique indexes keep it so): approved weeks reviewed by now that
 * start on or before the month's last day; milestones approved by now and before the month ended (UTC); and each
 * full-time month from the engagement's first up to `month` with at least one active day, once that month is over
 * (UTC): a month closed early leaves its full-time days, which have not all happened, to the next close. Set-based:
 * one statement.
 */
function itemsQuery(scope: SQL, month: string, now: Date): SQL {
  const { first, last } = monthBounds(month);
  const at = now.toISOString();
  const monthEnd = `${nextMonth(month)}-01T00:00:00Z`;
  const engagement = BILLED_ENGAGEMENT_COLUMNS;
  const parties = BILLED_ENGAGEMENT_JOINS;
  return sql`
    select 'hours' as kind, ${engagement}, ts.id as timesheet_id, ts.week_start::text as week_start, ts.minutes,
           null::smallint as position, null as milestone_name, null::bigint as milestone_amount,
           null as delivered_on, null as approved_on, null as billed_month
    from timesheets ts join engagements e on e.id = ts.engagement_id ${parties}
    where ${scope} and ts.status = 'approved' and ts.minutes > 0 and ts.week_start <= ${last}::date
      and coalesce(ts.reviewed_at, ts.updated_at) <= ${at}::timestamptz
      and not exists (select 1 from invoice_lines l where l.timesheet_id = ts.id and not l.voided)
    union all
    select 'milestone', ${engagement}, null, null, null, d.position,
           coalesce(e.milestones -> (d.position - 1) ->> 'name', ${WHOLE_PROJECT}),
           coalesce((e.milestones -> (d.position - 1) ->> 'amount_minor')::bigint,
                    case when jsonb_array_length(e.milestones) = 0 and d.position = 1 then e.rate_minor end),
           (d.delivered_at at time zone 'UTC')::date::text,
           (coalesce(d.approved_at, d.delivered_at) at time zone 'UTC')::date::text, null
    from milestone_deliveries d join engagements e on e.id = d.engagement_id ${parties}
    where ${scope} and d.status = 'approved'
      and coalesce(d.approved_at, d.delivered_at) <= ${at}::timestamptz
      and coalesce(d.approved_at, d.delivered_at) < ${monthEnd}::timestamptz
      and (jsonb_array_length(e.milestones) >= d.position or (jsonb_array_length(e.milestones) = 0 and d.position = 1))
      and not exists (
        select 1 from invoice_lines l where l.engagement_id = d.engagement_id and l.milestone_position = d.position
          and not l.voided
      )
    union all
    select 'full_time', ${engagement}, null, null, null, null, null, null, null, null, to_char(m.at, 'YYYY-MM')
    from engagements e ${parties}
    cross join lateral generate_series(date_trunc('month', e.start_date::timestamp), ${first}::timestamp,
                                       interval '1 month') as m(at)
    where ${scope} and e.contract_type = 'full_time' and e.start_date <= ${last}::date
      and m.at + interval '1 month' <= ${at}::timestamp
      and (e.ended_on is null or e.ended_on >= greatest(e.start_date, m.at::date))
      and not exists (
        select 1 from invoice_lines l where l.engagement_id = e.id and l.billed_month = to_char(m.at, 'YYYY-MM')
          and not l.voided
      )`;
}

const toItem = (row: ItemRow): BillableItem => {
  const engagement = billedEngagement(row);
  if (row.kind === "hours") {
    return {
      kind: "hours",
      engagement,
      timesheetId: Number(row.timesheet_id),
      weekStart: row.week_start!,
      minutes: row.minutes!,
    };
  }
  if (row.kind === "milestone") {
    return {
      kind: "milestone",
      engagement,
      position: row.position!,
      name: row.milestone_name!,
      amountMinor: Number(row.milestone_amount),
      deliveredOn: row.delivered_on!,
      approvedOn: row.approved_on!,
    };
  }
  return { kind: "full_time", engagement, month: row.billed_month! };
};

/** A billable item with the company and currency whose invoice it goes on. */
export type GroupedItem = { companyId: number; currency: string; item: BillableItem };

/**
 * The billable items of the companies `companyIds` (a batch of the close), each with its company and currency, and
 * the trial credits they are owed (./trial-credits.ts). Two statements per batch: the invoices then take their items
 * from them instead of asking again.
 */
export async function billableItemsOf(
  db: Db,
  companyIds: readonly number[],
  month: string,
  now: Date,
): Promise<GroupedItem[]> {
  if (companyIds.length === 0) return [];
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<ItemRow>(db, itemsQuery(sql`e.company_id in (${ids})`, month, now));
  return [
    ...rows.map((row) => ({ companyId: row.company_id, currency: row.currency, item: toItem(row) })),
    ...(await trialCreditItems(db, sql`e.company_id in (${ids})`)),
  ];
}

/**
 * One company's billable items in one currency and the trial credits it is owed, read afresh (inside an invoice's
 * transaction, after its billing profile's row).
 */
export async function billableItems(
  tx: Db,
  group: { companyId: number; currency: string },
  month: string,
  now: Date,
): Promise<BillableItem[]> {
  const scope = sql`e.company_id = ${group.companyId} and e.currency = ${group.currency}`;
  return [
    ...(await rowsOf<ItemRow>(tx, itemsQuery(scope, month, now))).map(toItem),
    ...(await trialCreditItems(tx, scope)).map(({ item }) => item),
  ];
}

/**
 * The billable work (weeks, milestones, full-time months; no trial credits) of the engagements `scope` (a condition
 * on `e`) selects, as the close would bill it for `month` as of `now`.
 */
export async function billableWorkWhere(db: Db, scope: SQL, month: string, now: Date): Promise<GroupedItem[]> {
  const rows = await rowsOf<ItemRow>(db, itemsQuery(scope, month, now));
  return rows.map((row) => ({ companyId: row.company_id, currency: row.currency, item: toItem(row) }));
}

/** The next `limit` companies with an engagement after `afterId`, in id order: the close's batches. */
export async function companiesWithEngagements(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ company_id: number }>(
    db,
    sql`select distinct company_id from engagements where company_id > ${afterId} order by company_id limit ${limit}`,
  );
  return rows.map((row) => row.company_id);
}
