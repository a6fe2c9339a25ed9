import "server-only";

import { findCategory } from "@/lib/content/categories";
import { isRegionId } from "@/lib/remote/regions";
import type { Job } from "@/lib/validation/jobs";
import type { JobHiresFrom, JobOverlap } from "@/lib/validation/jobs-remote";

import { companies, jobs } from "../db/schema";
import { remoteFitSelection } from "./remote-fit-columns";

/** The columns a job answer needs: never `search_text` or the tsvector. Select them from `jobs` left-joined to `companies` (a job may have no company). */
export const jobColumns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  companyName: jobs.companyName,
  companyLogoUrl: jobs.companyLogoUrl,
  categoryId: jobs.categoryId,
  description: jobs.description,
  skills: jobs.skills,
  jobType: jobs.jobType,
  experienceLevel: jobs.experienceLevel,
  location: jobs.location,
  rateMin: jobs.rateMin,
  rateMax: jobs.rateMax,
  currency: jobs.currency,
  postedAt: jobs.postedAt,
  validThrough: jobs.validThrough,
  ...remoteFitSelection,
  companySlug: companies.slug,
};

type JobRow = Pick<typeof jobs.$inferSelect, Exclude<keyof typeof jobColumns, "companySlug">> & {
  companySlug: string | null;
};

// Categories are fixed reference data, so the name comes from the catalogue rather than a join.
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    company: { name: row.companyName, slug: row.companySlug, logo_url: row.companyLogoUrl },
    category: { id: row.categoryId, name: findCategory(row.categoryId)?.name ?? "Other" },
    description: row.description,
    skills: row.skills,
    job_type: row.jobType,
    experience_level: row.experienceLevel,
    location: row.location,
    rate_min: row.rateMin,
    rate_max: row.rateMax,
    currency: row.currency,
    posted_at: row.postedAt.toISOString(),
    valid_through: row.validThrough,
    hires_from: hiresFrom(row),
    overlap: overlap(row),
  };
}

export type RemoteFitRow = Pick<
  JobRow,
  | "hiresAnywhere"
  | "hiresCountries"
  | "hiresRegions"
  | "overlapTimezone"
  | "overlapStart"
  | "overlapEnd"
  | "overlapMinHours"
>;

export const hiresFrom = (row: RemoteFitRow): JobHiresFrom => ({
  anywhere: row.hiresAnywhere,
  countries: row.hiresCountries,
  regions: row.hiresRegions.filter(isRegionId),
});

// The check constraint keeps the four overlap columns all set or all null.
export const overlap = (row: RemoteFitRow): JobOverlap =>
  row.overlapTimezone && row.overlapStart && row.overlapEnd && row.overlapMinHours
    ? { timezone: row.overlapTimezone, start: row.overlapStart, end: row.overlapEnd, min_hours: row.overlapMinHours }
    : null;
