import "server-only";

import { sql } from "drizzle-orm";

import type { BillableItem } from "@/lib/invoices/build-lines";

/** The engagement's columns every billable item is read with (`e`, its job `j` and talent `t`). */
export type BilledEngagementRow = {
  engagement_id: string | number;
  company_id: number;
  currency: string;
  talent_id: number;
  rate_minor: number;
  start_date: string;
  ended_on: string | null;
  trial_days: number;
  trial_ended_early: boolean;
  job_title: string;
  talent_name: string;
};

/** The select list of `BilledEngagementRow`. */
export const BILLED_ENGAGEMENT_COLUMNS = sql`
  e.id as engagement_id, e.company_id, e.currency, e.talent_id, e.rate_minor, e.start_date::text as start_date,
  e.ended_on::text as ended_on, e.trial_days, e.trial_ended_early, j.title as job_title,
  trim(t.first_name || ' ' || t.last_name) as talent_name`;

/** The joins `BILLED_ENGAGEMENT_COLUMNS` reads from, after `engagements e`. */
export const BILLED_ENGAGEMENT_JOINS = sql`join jobs j on j.id = e.job_id join talents t on t.id = e.talent_id`;

export const billedEngagement = (row: BilledEngagementRow): BillableItem["engagement"] => ({
  id: Number(row.engagement_id),
  talentId: row.talent_id,
  jobTitle: row.job_title,
  talentName: row.talent_name,
  rateMinor: row.rate_minor,
  startDate: row.start_date,
  endedOn: row.ended_on,
  trialDays: row.trial_days,
  trialEndedEarly: row.trial_ended_early,
});
