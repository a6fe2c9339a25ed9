import "server-only";

import { sql } from "drizzle-orm";

import { METRIC_SERIES, type Metrics, type MetricSeries, type MetricsWeek } from "@/lib/validation/metrics";

import type { Db } from "../db/types";
import { hiringSpeed, trialEndings } from "./hiring-speed";

type WeekRow = Record<MetricSeries, number | string> & { week_start: string; iso_week: string };

/**
 * The weekly counts of the last `weeks` ISO weeks (Monday 00:00 UTC), oldest first, in one query: the weeks
 * come from generate_series, so a week with nothing in it is a row of zeros, and each series is a filtered
 * count of the events that fall in it. Sign-ups are talents and clients created; hires are application
 * events into `hired`; vetting submissions are vetting events with no previous stage. The hiring speed and the
 * trial endings beside them are all time (`hiring-speed.ts`).
 */
export async function weeklyMetrics(db: Db, weeks: number): Promise<Metrics> {
  const result = (await db.execute(sql`
    with bounds as (
      select date_trunc('week', now() at time zone 'UTC') - ${weeks - 1} * interval '7 days' as first_week,
             date_trunc('week', now() at time zone 'UTC') as last_week
    ),
    weeks as (
      select week, week at time zone 'UTC' as starts, (week + interval '7 days') at time zone 'UTC' as ends
      from bounds, generate_series(bounds.first_week, bounds.last_week, interval '7 days') as week
    ),
    events as (
      select 'talent_signups' as series, created_at as at from talents
      union all select 'client_signups', created_at from clients
      union all select 'complete_profiles', completed_at from talent_profiles where completed_at is not null
      union all select 'vetting_submissions', at from vetting_events where from_stage is null
      union all select 'vetted', at from vetting_events where to_stage = 'vetted'
      union all select 'applications', created_at from applications
      union all select 'hires', at from application_events where to_stage = 'hired'
    )
    select to_char(weeks.week, 'YYYY-MM-DD') as week_start,
           to_char(weeks.week, 'IYYY-"W"IW') as iso_week,
           count(events.at) filter (where events.series in ('talent_signups', 'client_signups'))::int as signups,
           count(events.at) filter (where events.series = 'talent_signups')::int as talent_signups,
           count(events.at) filter (where events.series = 'client_signups')::int as client_signups,
           count(events.at) filter (where events.series = 'complete_profiles')::int as complete_profiles,
           count(events.at) filter (where events.series = 'vetting_submissions')::int as vetting_submissions,
           count(events.at) filter (where events.series = 'vetted')::int as vetted,
           count(events.at) filter (where events.series = 'applications')::int as applications,
           count(events.at) filter (where events.series = 'hires')::int as hires
    from weeks
    left join events on events.at >= weeks.starts and events.at < weeks.ends
    group by weeks.week
    order by weeks.week`)) as unknown as { rows: WeekRow[] };

  const series: MetricsWeek[] = result.rows.map((row) => ({
    week_start: row.week_start,
    iso_week: row.iso_week,
    ...(Object.fromEntries(METRIC_SERIES.map((key) => [key, Number(row[key])])) as Record<MetricSeries, number>),
  }));
  const totals = Object.fromEntries(
    METRIC_SERIES.map((key) => [key, series.reduce((sum, week) => sum + week[key], 0)]),
  ) as Record<MetricSeries, number>;
  const [speed, endings] = [await hiringSpeed(db), await trialEndings(db)];
  return {
    weeks: series,
    totals,
    vetted_share:
      totals.vetting_submissions === 0 ? null : Math.round((totals.vetted / totals.vetting_submissions) * 1000) / 1000,
    hiring_speed: speed,
    trial_endings: endings,
  };
}
