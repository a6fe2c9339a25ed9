import "server-only";

import { and, desc, eq, inArray, sql } from "drizzle-orm";

import type { ClientJob, StageCounts } from "@/lib/validation/client-job-responses";

import { applications, companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { clientJobColumns, emptyStageCounts, toClientJob, type ClientJobRow } from "./client-job-json";

async function stageCounts(db: Db, jobIds: number[]): Promise<Map<number, StageCounts>> {
  const counts = new Map<number, StageCounts>(jobIds.map((id) => [id, emptyStageCounts()]));
  if (jobIds.length === 0) return counts;
  const rows = await db
    .select({ jobId: applications.jobId, stage: applications.stage, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId, applications.stage);
  for (const row of rows) counts.get(row.jobId)![row.stage] = row.n;
  return counts;
}

/** Every job of the client's company, newest first, in every state, with applicant counts per stage. */
export async function listOwnJobs(db: Db, clientId: number): Promise<ClientJob[]> {
  const rows: ClientJobRow[] = await db
    .select(clientJobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(companies.clientId, clientId))
    .orderBy(desc(jobs.id));
  const counts = await stageCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toClientJob(row, counts.get(row.id)));
}

/** One job of the client's company; another company's job and an unknown id both answer 404. */
export async function ownJob(db: Db, clientId: number, jobId: number): Promise<ClientJob> {
  const [row] = await db
    .select(clientJobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(companies.clientId, clientId)));
  if (!row) throw apiError("not_found", "Job not found.");
  const counts = await stageCounts(db, [row.id]);
  return toClientJob(row, counts.get(row.id));
}
