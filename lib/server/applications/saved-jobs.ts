import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { readerStatus } from "@/lib/jobs/states";
import type { SavedJob } from "@/lib/validation/applications";

import { companies, jobs, savedJobs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";

const savedColumns = {
  slug: jobs.slug,
  title: jobs.title,
  status: jobs.status,
  validThrough: jobs.validThrough,
  companyName: jobs.companyName,
  companyLogoUrl: jobs.companyLogoUrl,
  companySlug: companies.slug,
  savedAt: savedJobs.createdAt,
};

const selectSaved = (db: Db) =>
  db
    .select(savedColumns)
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId));

type SavedRow = Awaited<ReturnType<ReturnType<typeof selectSaved>["where"]>>[number];

const toSavedJob = (row: SavedRow): SavedJob => ({
  slug: row.slug,
  title: row.title,
  status: readerStatus(row.status, row.validThrough),
  company: { name: row.companyName, slug: row.companySlug, logo_url: row.companyLogoUrl },
  saved_at: row.savedAt.toISOString(),
});

/** The talent's saved jobs, newest save first; closed ones stay, marked closed. Drafts never show. */
export async function listSavedJobs(db: Db, talentId: number): Promise<SavedJob[]> {
  const rows = await selectSaved(db)
    .where(eq(savedJobs.talentId, talentId))
    .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId));
  return rows.filter((row) => readerStatus(row.status, row.validThrough) !== "draft").map(toSavedJob);
}

async function visibleJobId(db: Db, slug: string): Promise<number> {
  const [job] = await db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(eq(jobs.slug, slug)).limit(1);
  if (!job || job.status === "draft" || job.status === "pending_review") throw apiError("not_found", "Job not found.");
  return job.id;
}

/** Saves a job (idempotent: saving it again changes nothing). */
export async function saveJob(db: Db, talentId: number, slug: string): Promise<SavedJob> {
  const jobId = await visibleJobId(db, slug);
  await db.insert(savedJobs).values({ talentId, jobId }).onConflictDoNothing();
  const [row] = await selectSaved(db).where(and(eq(savedJobs.talentId, talentId), eq(savedJobs.jobId, jobId)));
  if (!row) throw apiError("conflict", "The job could not be saved; try again.");
  return toSavedJob(row);
}

/** Unsaves a job (idempotent: unsaving one not saved is fine). */
export async function unsaveJob(db: Db, talentId: number, slug: string): Promise<void> {
  const jobId = await visibleJobId(db, slug);
  await db.delete(savedJobs).where(and(eq(savedJobs.talentId, talentId), eq(savedJobs.jobId, jobId)));
}
