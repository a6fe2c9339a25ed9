import "server-only";

import { sql } from "drizzle-orm";

import { buildInvoiceLines, payoutsOf } from "@/lib/invoices/build-lines";
import type { UnbilledWorkJson } from "@/lib/validation/payouts";

import { rowsOf } from "../db/raw-rows";
import type { Db } from "../db/types";
import { billableWorkWhere } from "../invoices/billable";
import { platformFeeBasisPoints } from "../invoices/seller";

type CompanyRow = { engagement_id: string | number; company: string; has_profile: boolean };

/**
 * The talent's approved work not yet on any invoice line (not void), per engagement (in id order): what the month
 * close would bill as of `now` for the current UTC month, and the talent's share of it, from the same lines and fee
 * the close uses (each line's share rounded half-even, then summed per engagement, which has one currency). Trial
 * credits are left out: they change what the client pays, never what the talent is paid.
 */
export async function unbilledWorkOf(db: Db, talentId: number, now: Date): Promise<UnbilledWorkJson[]> {
  const month = now.toISOString().slice(0, 7);
  const grouped = await billableWorkWhere(db, sql`e.talent_id = ${talentId}`, month, now);
  if (grouped.length === 0) return [];
  const items = grouped.map(({ item }) => item);
  const currencyOf = new Map(grouped.map(({ item, currency }) => [item.engagement.id, currency]));
  const ids = [...currencyOf.keys()];
  const companies = new Map(
    (
      await rowsOf<CompanyRow>(
        db,
        sql`select e.id as engagement_id, c.name as company,
                   exists (select 1 from billing_profiles b where b.company_id = e.company_id) as has_profile
            from engagements e join companies c on c.id = e.company_id
            where e.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    ).map((row) => [Number(row.engagement_id), row]),
  );
  const lines = buildInvoiceLines(items, platformFeeBasisPoints());
  return payoutsOf(lines).map(({ engagementId, amountMinor }) => {
    const work = items.filter((item) => item.engagement.id === engagementId);
    const company = companies.get(engagementId);
    return {
      engagement: { id: engagementId, job_title: work[0]!.engagement.jobTitle, company: company?.company ?? "" },
      currency: currencyOf.get(engagementId)!,
      amount_minor: amountMinor,
      minutes: work.reduce((sum, item) => sum + (item.kind === "hours" ? item.minutes : 0), 0),
      milestones: work.filter((item) => item.kind === "milestone").length,
      full_time_months: lines.filter((line) => line.engagementId === engagementId && line.kind === "full_time").length,
      waits_for_billing_profile: !(company?.has_profile ?? false),
    };
  });
}
