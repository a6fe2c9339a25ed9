import "server-only";

import { and, desc, eq, sql } from "drizzle-orm";

import { boardParams, boardPath } from "@/lib/alerts/saved-search-query";

import { jobs, talents } from "../db/schema";
import type { Db } from "../db/types";
import { jobFiltersWhere } from "../jobs/job-filters";
import { enqueueMail } from "../mail/outbox";
import { DAILY_MAILS_PER_RUN } from "../mail/settings";
import { jobAlertMail } from "../mail/templates/job-alert";
import { unsubscribeHeaders } from "../mail/urls";
import { notificationSetting } from "../notifications/preferences";
import { storedFilters } from "./saved-searches";

export const JOB_ALERT_KIND = "job_alert";
/** The jobs one alert lists; the mail says how many more matched and links to the board for them. */
export const JOB_ALERT_MAX_JOBS = 10;

type ClaimedSearch = { id: number; talent_id: number; name: string; query: Record<string, unknown>; previous: string };

export type JobAlertCounts = { claimed: number; mailed: number };

/**
 * Claims one due search by moving its alerted_through to now(), in one statement: a row another run holds is
 * skipped, and the condition is checked again on the locked row, so N instances never claim a search twice. The
 * old value comes back as text, to keep Postgres's microseconds for the "posted after" comparison.
 */
async function claimDueSearch(tx: Db, periodMs: number): Promise<ClaimedSearch | undefined> {
  const dueBefore = sql`now() - ${periodMs} * interval '1 millisecond'`;
  const result = (await tx.execute(sql`
    update saved_searches s set alerted_through = now()
    from (select id, alerted_through from saved_searches where alerted_through <= ${dueBefore}
          order by alerted_through, id limit 1 for update skip locked) claimed
    where s.id = claimed.id and s.alerted_through <= ${dueBefore}
    returning s.id, s.talent_id, s.name, s.query, claimed.alerted_through::text as previous`)) as unknown as {
    rows: ClaimedSearch[];
  };
  return result.rows[0];
}

/** The newest open jobs matching the search, published after `since` (up to now), and how many there are in all. */
async function newMatchingJobs(tx: Db, search: ClaimedSearch) {
  const filters = storedFilters(search.query);
  if (!filters) return { filters: null, rows: [] };
  const rows = await tx
    .select({
      slug: jobs.slug,
      title: jobs.title,
      companyName: jobs.companyName,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(jobs)
    .where(
      and(
        jobFiltersWhere(filters),
        sql`${jobs.postedAt} > ${search.previous}::timestamptz`,
        sql`${jobs.postedAt} <= now()`,
      ),
    )
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(JOB_ALERT_MAX_JOBS);
  return { filters, rows };
}

/** Claims one due search and, in the claim's transaction, queues its alert; false when none was due. */
async function alertOneSearch(db: Db, periodMs: number): Promise<{ claimed: boolean; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const search = await claimDueSearch(tx, periodMs);
    if (!search) return { claimed: false, mailed: false };
    const [talent] = await tx
      .select({ email: talents.email, firstName: talents.firstName, suspendedAt: talents.suspendedAt })
      .from(talents)
      .where(eq(talents.id, search.talent_id));
    // Switched off or suspended: the search still moves on, so switching back on does not mail a backlog.
    if (!talent || talent.suspendedAt) return { claimed: true, mailed: false };
    if ((await notificationSetting(tx, "talent", search.talent_id, "job_alerts")) !== "on")
      return { claimed: true, mailed: false };
    const { filters, rows } = await newMatchingJobs(tx, search);
    if (!filters || rows.length === 0) return { claimed: true, mailed: false };
    await enqueueMail(tx, {
      to: talent.email,
      kind: JOB_ALERT_KIND,
      content: jobAlertMail({
        firstName: talent.firstName,
        searchName: search.name,
        jobs: rows,
        total: rows[0]!.total,
        boardPath: boardPath(boardParams(filters)),
      }),
      headers: unsubscribeHeaders(JOB_ALERT_KIND, "/talent/account#notifications"),
    });
    return { claimed: true, mailed: true };
  });
}

/** Sends the job alerts that are due: each search at most once per `periodMs`, with the jobs published since its last. */
export async function runJobAlertsOnce(db: Db, periodMs: number): Promise<JobAlertCounts> {
  const counts: JobAlertCounts = { claimed: 0, mailed: 0 };
  for (let i = 0; i < DAILY_MAILS_PER_RUN; i++) {
    const outcome = await alertOneSearch(db, periodMs);
    if (!outcome.claimed) break;
    counts.claimed++;
    if (outcome.mailed) counts.mailed++;
  }
  return counts;
}
