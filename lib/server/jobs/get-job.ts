import "server-only";

import { and, desc, eq } from "drizzle-orm";

import { readerStatus } from "@/lib/jobs/states";
import type { Job } from "@/lib/validation/jobs";

import { companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { isOpen } from "./job-filters";
import { jobColumns, toJob } from "./job-row";

/** One open job by its slug, or null (closed and unknown jobs look the same). */
export async function getJobBySlug(db: Db, slug: string): Promise<Job | null> {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.slug, slug), isOpen))
    .limit(1);
  return row ? toJob(row) : null;
}

export type JobForPage = { job: Job; status: "open" | "closed" };

/** A job for its page: open, or closed (the page stays and says so); null for a draft or an unknown slug. */
export async function jobForPage(db: Db, slug: string): Promise<JobForPage | null> {
  const [row] = await db
    .select({ ...jobColumns, status: jobs.status })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.slug, slug))
    .limit(1);
  if (!row) return null;
  const status = readerStatus(row.status, row.validThrough);
  return status === "draft" ? null : { job: toJob(row), status };
}

/** What a reader may learn about a job that is not open: closed (gone) or nothing (draft or unknown). */
export async function jobVisibilityBySlug(db: Db, slug: string): Promise<"open" | "closed" | "missing"> {
  const [row] = await db
    .select({ status: jobs.status, validThrough: jobs.validThrough })
    .from(jobs)
    .where(eq(jobs.slug, slug))
    .limit(1);
  if (!row) return "missing";
  const status = readerStatus(row.status, row.validThrough);
  return status === "draft" ? "missing" : status;
}

// One sitemap file holds at most 50,000 URLs.
const SITEMAP_LIMIT = 50_000;

/** Slugs of open jobs, newest first, for the sitemap: at most `limit` of them. */
export async function listAllOpenJobSlugs(db: Db, limit = SITEMAP_LIMIT): Promise<{ slug: string; postedAt: Date }[]> {
  return db
    .select({ slug: jobs.slug, postedAt: jobs.postedAt })
    .from(jobs)
    .where(isOpen)
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(limit);
}
