import "server-only";

import { sql } from "drizzle-orm";

import { hiresFromColumns, overlapColumns } from "../../jobs/remote-fit-columns";
import { jobs } from "../schema";
import type { Db } from "../types";
import { DEMO_JOBS, type DemoJob } from "./demo-jobs";
import { DEMO_REMOTE_FIT } from "./demo-jobs/remote-fit";

/** A demo job's "hires from" and required overlap columns (anywhere and none unless DEMO_REMOTE_FIT says). */
function demoRemoteFitColumns(job: DemoJob) {
  const fit = DEMO_REMOTE_FIT[job.title];
  const hiresFrom = fit?.hiresFrom
    ? { anywhere: false, countries: fit.hiresFrom.countries ?? [], regions: fit.hiresFrom.regions ?? [] }
    : { anywhere: true, countries: [], regions: [] };
  return { ...hiresFromColumns(hiresFrom), ...overlapColumns(fit?.overlap ?? null) };
}

const DAY_MS = 86_400_000;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A demo job's slug: its title and company, so it is stable across seeds. */
export const demoJobSlug = (job: DemoJob) => slugify(`${job.title} ${job.company}`);

/** What the full-text index sees: every field a visitor may search by. */
export const jobSearchText = (job: Pick<DemoJob, "title" | "company" | "skills" | "location" | "description">) =>
  [job.title, job.company, job.skills.join(" "), job.location, job.description].join(" ");

/** Idempotent: a demo job already present (same slug) is left as it is. */
export async function seedDemoJobs(db: Db, now = new Date()): Promise<void> {
  const rows = DEMO_JOBS.map((job, index) => ({
    slug: demoJobSlug(job),
    title: job.title,
    companyName: job.company,
    companyLogoUrl: null,
    categoryId: job.category,
    description: job.description,
    skills: job.skills,
    skillKeys: job.skills.map((skill) => skill.toLowerCase()),
    jobType: job.type,
    experienceLevel: job.level,
    location: job.location,
    rateMin: job.rate[0],
    rateMax: job.rate[1],
    // Minutes apart within a day, so "newest" has one clear order.
    postedAt: new Date(now.getTime() - job.daysAgo * DAY_MS - index * 60_000),
    searchText: jobSearchText(job),
    ...demoRemoteFitColumns(job),
  }));
  await db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.slug });
}

export async function analyzeJobs(db: Db): Promise<void> {
  await db.execute(sql`analyze jobs`);
}
