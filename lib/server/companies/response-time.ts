import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "../db/types";

/** A company's response time counts only the applications of this many days, and shows from this many answered. */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_MIN_ANSWERED = 3;

/**
 * The company's median response time in hours: from an application's creation to the company's first action on
 * it (its first stage move by the client, or its first message to the talent, whichever came first), over the
 * applications of the last 90 days it answered. Null with fewer than 3 answered, so a lucky one or two never show.
 */
export async function medianResponseHours(db: Db, companyId: number): Promise<number | null> {
  const result = (await db.execute(sql`
    with answered as (
      select a.created_at,
             least(
               (select min(e.at) from application_events e
                where e.application_id = a.id and e.actor_kind = 'client'),
               (select min(m.created_at) from messages m
                where m.application_id = a.id and m.author_kind = 'client')
             ) as first_action
      from applications a
      join jobs j on j.id = a.job_id
      where j.company_id = ${companyId} and a.created_at >= now() - ${RESPONSE_WINDOW_DAYS} * interval '1 day'
    )
    select percentile_cont(0.5) within group (order by extract(epoch from (first_action - created_at)) / 3600)
             as median_hours,
           count(*)::int as answered
    from answered
    where first_action is not null`)) as unknown as {
    rows: { median_hours: number | string | null; answered: number | string }[];
  };
  const row = result.rows[0];
  if (!row || Number(row.answered) < RESPONSE_MIN_ANSWERED || row.median_hours === null) return null;
  return Number(row.median_hours);
}
