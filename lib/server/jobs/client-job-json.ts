import "server-only";
import { findCategory } from "@/lib/content/categories";
import { APPLICATION_STAGES, type ClientJob, type StageCounts } from "@/lib/validation/client-job-responses";
import { companies, jobs } from "../db/schema";
import { effectiveStatus } from "./job-states";

export const clientJobColumns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  status: jobs.status,
  categoryId: jobs.categoryId,
  description: jobs.description,
  skills: jobs.skills,
  jobType: jobs.jobType,
  experienceLevel: jobs.experienceLevel,
  location: jobs.location,
  rateMin: jobs.rateMin,
  rateMax: jobs.rateMax,
  currency: jobs.currency,
  validThrough: jobs.validThrough,
  postedAt: jobs.postedAt,
  updatedAt: jobs.updatedAt,
  companyName: jobs.companyName,
  companyLogoUrl: jobs.companyLogoUrl,
  companySlug: companies.slug,
};

export type ClientJobRow = Pick<typeof jobs.$inferSelect, Exclude<keyof typeof clientJobColumns, "companySlug">> & {
  companySlug: string | null;
};

export const emptyStageCounts = (): StageCounts =>
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as StageCounts;

export function toClientJob(row: ClientJobRow, counts: StageCounts = emptyStageCounts()): ClientJob {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: effectiveStatus(row.status, row.validThrough),
    category: { id: row.categoryId, name: findCategory(row.categoryId)?.name ?? "Other" },
    description: row.description,
    skills: row.skills,
    job_type: row.jobType,
    experience_level: row.experienceLevel,
    location: row.location,
    rate_min: row.rateMin,
    rate_max: row.rateMax,
    currency: row.currency,
    valid_through: row.validThrough,
    posted_at: row.postedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    company: { name: row.companyName, slug: row.companySlug, logo_url: row.companyLogoUrl },
    applicant_counts: counts,
  };
}
