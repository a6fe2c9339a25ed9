import "server-only";

import { and, desc, eq, exists, sql } from "drizzle-orm";

import type { Company } from "@/lib/validation/company";
import type { Job } from "@/lib/validation/jobs";
import type { Rating } from "@/lib/validation/reviews";

import { companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { isOpen } from "../jobs/job-filters";
import { jobColumns, toJob } from "../jobs/job-row";
import { ratingOf } from "../reviews/rating";
import { companyJson } from "./company-json";
import { medianResponseHours } from "./response-time";

// A company page lists its open jobs on one page; no demo or real company comes near this.
const OPEN_JOBS_LIMIT = 200;

export type PublicCompany = { company: Company; jobs: Job[]; rating: Rating; responseHours: number | null };

/**
 * A company by its slug with its open jobs, newest first (drafts and closed jobs never), its rating and its median
 * response time in hours (null below 3 answered applications); null when unknown.
 */
export async function getPublicCompany(db: Db, slug: string): Promise<PublicCompany | null> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  if (!row) return null;
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.companyId, row.id), isOpen))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(OPEN_JOBS_LIMIT);
  return {
    company: companyJson(row),
    jobs: rows.map(toJob),
    rating: await ratingOf(db, "company", row.id),
    responseHours: await medianResponseHours(db, row.id),
  };
}

/** Slugs of the companies with at least one open job, for the sitemap. */
export async function listCompanySlugsWithOpenJobs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: companies.slug, updatedAt: companies.updatedAt })
    .from(companies)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(jobs)
          .where(and(eq(jobs.companyId, companies.id), isOpen)),
      ),
    )
    .orderBy(companies.slug);
}
