import "server-only";

import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { ACTIVE_STAGES, type ApplicationStage } from "@/lib/applications/stages";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { applicationEvents, applicationNotes, applications, companies, jobs, talents } from "../db/schema";
import type { Db } from "../db/types";
import { listOwnJobs } from "../jobs/own-jobs";

/** An application counts as untouched after this long without a stage change or a note. */
export const ATTENTION_AFTER_DAYS = 3;
const DAY_MS = 86_400_000;
const ATTENTION_LIMIT = 20;

export type AttentionItem = {
  applicationId: number;
  jobId: number;
  jobTitle: string;
  talentName: string;
  stage: ApplicationStage;
  idleDays: number;
};

export type RecruiterOverview = {
  /** Whether the company has posted any job at all, in any state. */
  hasJobs: boolean;
  openJobs: ClientJob[];
  /** How many jobs wait for a manager's review. */
  inReview: number;
  attention: AttentionItem[];
};

// The last time anyone touched the application: applied, moved or noted (the latest of the three).
const lastTouched = sql<Date>`greatest(
  ${applications.createdAt},
  coalesce((select max(${applicationEvents.at}) from ${applicationEvents} where ${applicationEvents.applicationId} = ${applications.id}), ${applications.createdAt}),
  coalesce((select max(${applicationNotes.createdAt}) from ${applicationNotes} where ${applicationNotes.applicationId} = ${applications.id}), ${applications.createdAt})
)`;

/** Active applications to the company's jobs that nobody has touched for ATTENTION_AFTER_DAYS, stalest first. */
async function needsAttention(db: Db, clientId: number, now: Date): Promise<AttentionItem[]> {
  const cutoff = new Date(now.getTime() - ATTENTION_AFTER_DAYS * DAY_MS).toISOString();
  const rows = await db
    .select({
      applicationId: applications.id,
      jobId: jobs.id,
      jobTitle: jobs.title,
      firstName: talents.firstName,
      lastName: talents.lastName,
      stage: applications.stage,
      touchedAt: sql<number>`extract(epoch from ${lastTouched})::float8`.mapWith(Number),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, and(eq(companies.id, jobs.companyId), eq(companies.clientId, clientId)))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .where(and(inArray(applications.stage, [...ACTIVE_STAGES]), sql`${lastTouched} < ${cutoff}::timestamptz`))
    .orderBy(asc(lastTouched), asc(applications.id))
    .limit(ATTENTION_LIMIT);
  return rows.map((row) => ({
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    talentName: `${row.firstName} ${row.lastName}`,
    stage: row.stage,
    idleDays: Math.floor((now.getTime() - row.touchedAt * 1000) / DAY_MS),
  }));
}

/** The recruiter's Overview: open jobs with applicant counts per stage, and the applications waiting on them. */
export async function recruiterOverview(db: Db, clientId: number, now = new Date()): Promise<RecruiterOverview> {
  const [jobsOfCompany, attention] = await Promise.all([listOwnJobs(db, clientId), needsAttention(db, clientId, now)]);
  return {
    hasJobs: jobsOfCompany.length > 0,
    openJobs: jobsOfCompany.filter((job) => job.status === "open"),
    inReview: jobsOfCompany.filter((job) => job.status === "pending_review").length,
    attention,
  };
}
