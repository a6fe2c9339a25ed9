import "server-only";

import { and, eq, inArray, isNotNull, isNull, or, sql, type AnyColumn } from "drizzle-orm";

import { VETTING_IN_PROGRESS } from "@/lib/vetting/stages";

import { jobReports, jobs, managers, talentVetting } from "../db/schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { DAILY_MAILS_PER_RUN } from "../mail/settings";
import { managerDigestMail, type QueueLine } from "../mail/templates/manager-digest";
import { unsubscribeHeaders } from "../mail/urls";

export const MANAGER_DIGEST_KIND = "manager_digest";

export type ManagerDigestCounts = { claimed: number; mailed: number };

// Managers who did not switch the digest off (no row means on).
const digestOff = sql`exists (select 1 from notification_settings s where s.account_kind = 'manager'
  and s.account_id = manager_digests.manager_id and s.topic = 'queue_digest' and s.setting = 'off')`;

/** Gives each manager a row, starting now: the first digest covers what enters a queue from then on. */
async function openMissingDigests(db: Db): Promise<void> {
  await db.execute(sql`
    insert into manager_digests (manager_id, sent_through)
    select id, now() from managers
    on conflict (manager_id) do nothing`);
}

/**
 * Claims one due digest, moving sent_through to now() in one statement (rows another run holds are skipped, the
 * condition is checked again on the locked row), so no digest goes twice; answers the manager and the start of
 * the period it covers.
 */
async function claimDueDigest(tx: Db, periodMs: number): Promise<{ manager_id: number; since: string } | undefined> {
  const dueBefore = sql`now() - ${periodMs} * interval '1 millisecond'`;
  const result = (await tx.execute(sql`
    update manager_digests d set sent_through = now()
    from (select manager_id, sent_through from manager_digests
          where sent_through <= ${dueBefore} and not ${digestOff}
          order by sent_through, manager_id limit 1
          for update skip locked) claimed
    where d.manager_id = claimed.manager_id and d.sent_through <= ${dueBefore}
    returning d.manager_id, claimed.sent_through::text as since`)) as unknown as {
    rows: { manager_id: number; since: string }[];
  };
  return result.rows[0];
}

const count = sql<number>`count(*)::int`;

/** Each queue's entries since `since` and its size now. */
async function queueLines(
  tx: Db,
  since: string,
): Promise<{ vetting: QueueLine; jobReview: QueueLine; reports: QueueLine }> {
  const after = (column: AnyColumn) => sql`${column} > ${since}::timestamptz`;
  const inProgress = inArray(talentVetting.stage, [...VETTING_IN_PROGRESS]);
  // New companies' jobs in review and published jobs whose changes wait for review: the console's review queue.
  const inReview = or(eq(jobs.status, "pending_review"), isNotNull(jobs.revisionSubmittedAt));
  const open = isNull(jobReports.resolvedAt);
  const [[vetting], [vettingNew], [review], [reviewNew], [reports], [reportsNew]] = await Promise.all([
    tx.select({ n: count }).from(talentVetting).where(inProgress),
    tx
      .select({ n: count })
      .from(talentVetting)
      .where(and(inProgress, after(talentVetting.submittedAt))),
    tx.select({ n: count }).from(jobs).where(inReview),
    tx
      .select({ n: count })
      .from(jobs)
      .where(and(inReview, after(jobs.updatedAt))),
    tx.select({ n: count }).from(jobReports).where(open),
    tx
      .select({ n: count })
      .from(jobReports)
      .where(and(open, after(jobReports.createdAt))),
  ]);
  const line = (entered?: { n: number }, waiting?: { n: number }) => ({
    entered: entered?.n ?? 0,
    waiting: waiting?.n ?? 0,
  });
  return { vetting: line(vettingNew, vetting), jobReview: line(reviewNew, review), reports: line(reportsNew, reports) };
}

async function digestOneManager(db: Db, periodMs: number): Promise<{ claimed: boolean; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const digest = await claimDueDigest(tx, periodMs);
    if (!digest) return { claimed: false, mailed: false };
    const [manager] = await tx
      .select({ email: managers.email, firstName: managers.firstName, suspendedAt: managers.suspendedAt })
      .from(managers)
      .where(eq(managers.id, digest.manager_id));
    if (!manager || manager.suspendedAt) return { claimed: true, mailed: false };
    const lines = await queueLines(tx, digest.since);
    if (lines.vetting.entered + lines.jobReview.entered + lines.reports.entered === 0)
      return { claimed: true, mailed: false };
    await enqueueMail(tx, {
      to: manager.email,
      kind: MANAGER_DIGEST_KIND,
      content: managerDigestMail({ managerFirstName: manager.firstName, ...lines }),
      headers: unsubscribeHeaders(MANAGER_DIGEST_KIND, "/admin/notifications"),
    });
    return { claimed: true, mailed: true };
  });
}

/**
 * The managers' daily digest of what entered the console's queues (talent to vet, jobs to review, reports): each
 * manager at most once per `periodMs`, and only when something entered a queue since their last one.
 */
export async function runManagerDigestsOnce(db: Db, periodMs: number): Promise<ManagerDigestCounts> {
  await openMissingDigests(db);
  const counts: ManagerDigestCounts = { claimed: 0, mailed: 0 };
  for (let i = 0; i < DAILY_MAILS_PER_RUN; i++) {
    const outcome = await digestOneManager(db, periodMs);
    if (!outcome.claimed) break;
    counts.claimed++;
    if (outcome.mailed) counts.mailed++;
  }
  return counts;
}
