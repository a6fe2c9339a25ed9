import "server-only";

import { and, desc, eq, ne, sql } from "drizzle-orm";

import { applications, clients, companies, jobs, talents } from "../db/schema";
import type { Db } from "../db/types";
import { enqueueMail } from "../mail/outbox";
import { DAILY_MAILS_PER_RUN } from "../mail/settings";
import { applicantDigestMail, type ApplicantDigestMail } from "../mail/templates/applicant-digest";
import { unsubscribeHeaders } from "../mail/urls";

export const APPLICANT_DIGEST_KIND = "applicant_digest";

type ClaimedDigest = { client_id: number; since: string };

export type DigestCounts = { claimed: number; mailed: number };

// Recruiters who chose the daily digest of new applicants.
const wantsDigest = sql`notification_settings.account_kind = 'client' and notification_settings.topic = 'new_applicant'
  and notification_settings.setting = 'daily'`;

/**
 * Gives each recruiter who chose the digest a row, starting when they chose it (the setting's updated_at), so the
 * first digest covers every application since the immediate mails stopped.
 */
async function openMissingDigests(db: Db): Promise<void> {
  await db.execute(sql`
    insert into applicant_digests (client_id, sent_through)
    select notification_settings.account_id, notification_settings.updated_at
    from notification_settings join clients on clients.id = notification_settings.account_id
    where ${wantsDigest}
    on conflict (client_id) do nothing`);
}

/**
 * Claims one due digest of a recruiter still on "daily", moving sent_through to now() in one statement (rows
 * another run holds are skipped, the condition is checked again on the locked row), so no digest goes twice. It
 * covers applications since the later of the last digest and the switch to daily: applications in between were
 * mailed one by one.
 */
async function claimDueDigest(tx: Db, periodMs: number): Promise<ClaimedDigest | undefined> {
  const dueBefore = sql`now() - ${periodMs} * interval '1 millisecond'`;
  const result = (await tx.execute(sql`
    update applicant_digests d set sent_through = now()
    from (select applicant_digests.client_id, greatest(applicant_digests.sent_through, notification_settings.updated_at) as since
          from applicant_digests join notification_settings on notification_settings.account_id = applicant_digests.client_id
          where ${wantsDigest} and applicant_digests.sent_through <= ${dueBefore}
          order by applicant_digests.sent_through, applicant_digests.client_id limit 1
          for update of applicant_digests skip locked) claimed
    where d.client_id = claimed.client_id and d.sent_through <= ${dueBefore}
    returning d.client_id, claimed.since::text as since`)) as unknown as { rows: ClaimedDigest[] };
  return result.rows[0];
}

/** The recruiter's jobs that received applications after `since` (up to now), each with its applicants, newest first. */
async function newApplicationsByJob(tx: Db, clientId: number, since: string): Promise<ApplicantDigestMail["jobs"]> {
  const rows = await tx
    .select({ jobId: jobs.id, title: jobs.title, first: talents.firstName, last: talents.lastName })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .where(
      and(
        eq(companies.clientId, clientId),
        ne(applications.stage, "withdrawn"),
        sql`${applications.createdAt} > ${since}::timestamptz`,
        sql`${applications.createdAt} <= now()`,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const byJob = new Map<number, ApplicantDigestMail["jobs"][number]>();
  for (const row of rows) {
    const job = byJob.get(row.jobId) ?? { id: row.jobId, title: row.title, applicants: [] };
    job.applicants.push(`${row.first} ${row.last}`.trim());
    byJob.set(row.jobId, job);
  }
  return [...byJob.values()];
}

async function digestOneRecruiter(db: Db, periodMs: number): Promise<{ claimed: boolean; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const digest = await claimDueDigest(tx, periodMs);
    if (!digest) return { claimed: false, mailed: false };
    const [client] = await tx
      .select({ email: clients.email, firstName: clients.firstName, suspendedAt: clients.suspendedAt })
      .from(clients)
      .where(eq(clients.id, digest.client_id));
    if (!client || client.suspendedAt) return { claimed: true, mailed: false };
    const jobsWithApplicants = await newApplicationsByJob(tx, digest.client_id, digest.since);
    if (jobsWithApplicants.length === 0) return { claimed: true, mailed: false };
    await enqueueMail(tx, {
      to: client.email,
      kind: APPLICANT_DIGEST_KIND,
      content: applicantDigestMail({ recruiterFirstName: client.firstName, jobs: jobsWithApplicants }),
      headers: unsubscribeHeaders(APPLICANT_DIGEST_KIND, "/recruiter/account#notifications"),
    });
    return { claimed: true, mailed: true };
  });
}

/** Sends the recruiters' daily digests of new applicants that are due: each at most once per `periodMs`. */
export async function runApplicantDigestsOnce(db: Db, periodMs: number): Promise<DigestCounts> {
  await openMissingDigests(db);
  const counts: DigestCounts = { claimed: 0, mailed: 0 };
  for (let i = 0; i < DAILY_MAILS_PER_RUN; i++) {
    const outcome = await digestOneRecruiter(db, periodMs);
    if (!outcome.claimed) break;
    counts.claimed++;
    if (outcome.mailed) counts.mailed++;
  }
  return counts;
}
