import "server-only";

import { sql } from "drizzle-orm";

import type { HiringSpeed, TrialEndings } from "@/lib/validation/metrics";

import type { Db } from "../db/types";

type SpeedRow = {
  measure: "application_to_hire" | "publish_to_first_hire";
  category_id: number;
  category_name: string;
  median_days: number | string | null;
  n: number | string;
};

const days = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * The median days, per job category, from an application to its move into `hired` (its first such move in the
 * stage history) and from a job's publishing (`posted_at`) to its first hire, each with how many it is the median of.
 * All time: these back the marketing's claims, so they count every hire there is (but a job whose `posted_at` moved
 * past its first hire by a republish, whose first publishing is then unknown).
 */
export async function hiringSpeed(db: Db): Promise<HiringSpeed[]> {
  const result = (await db.execute(sql`
    with hires as (
      select a.id, a.job_id, a.created_at, min(e.at) as hired_at
      from applications a
      join application_events e on e.application_id = a.id and e.to_stage = 'hired'
      group by a.id
    ),
    measured as (
      select 'application_to_hire' as measure, j.category_id,
             extract(epoch from (h.hired_at - h.created_at)) / 86400 as days
      from hires h join jobs j on j.id = h.job_id
      union all
      select 'publish_to_first_hire', j.category_id, extract(epoch from (min(h.hired_at) - j.posted_at)) / 86400
      from jobs j join hires h on h.job_id = j.id
      group by j.id
      -- A job republished after its first hire has a later posted_at: its first publishing is unknown, so it is left out.
      having min(h.hired_at) >= j.posted_at
    )
    select m.measure, c.id as category_id, c.name as category_name,
           percentile_cont(0.5) within group (order by m.days) as median_days, count(*)::int as n
    from measured m join categories c on c.id = m.category_id
    group by m.measure, c.id, c.name
    order by c.name, c.id`)) as unknown as { rows: SpeedRow[] };

  const byCategory = new Map<number, HiringSpeed>();
  for (const row of result.rows) {
    const id = Number(row.category_id);
    const entry = byCategory.get(id) ?? {
      category: { id, name: row.category_name },
      application_to_hire: { median_days: null, count: 0 },
      publish_to_first_hire: { median_days: null, count: 0 },
    };
    entry[row.measure] = { median_days: days(row.median_days), count: Number(row.n) };
    byCategory.set(id, entry);
  }
  return [...byCategory.values()];
}

/** Of the engagements whose last day has passed (UTC), how many ended inside their trial, and that share. */
export async function trialEndings(db: Db): Promise<TrialEndings> {
  const result = (await db.execute(sql`
    select count(*)::int as ended, count(*) filter (where ended_in_trial)::int as in_trial
    from engagements
    where ended_on is not null and ended_on < (now() at time zone 'UTC')::date`)) as unknown as {
    rows: { ended: number | string; in_trial: number | string }[];
  };
  const ended = Number(result.rows[0]?.ended ?? 0);
  const inTrial = Number(result.rows[0]?.in_trial ?? 0);
  return {
    ended,
    ended_in_trial: inTrial,
    share: ended === 0 ? null : Math.round((inTrial / ended) * 1000) / 1000,
  };
}
