import "server-only";
import { eq } from "drizzle-orm";
import { remoteFit } from "@/lib/remote/fit";
import { todayUtc } from "@/lib/remote/overlap";
import { jobs, talentProfiles } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";
import { hiresFrom, overlap } from "../jobs/job-row";
import { remoteFitSelection } from "../jobs/remote-fit-columns";

/**
 * Refuses (422) an application the talent's profile cannot meet: a country the job does not hire from, an overlap
 * of working hours below the job's minimum today (UTC), or a profile lacking the country or hours to check.
 */
export async function assertRemoteFit(db: Db, talentId: number, jobId: number): Promise<void> {
  const [job] = await db
    .select(remoteFitSelection)
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || (job.hiresAnywhere && job.overlapTimezone === null)) return;
  const [profile] = await db
    .select({ country: talentProfiles.country, timezone: talentProfiles.timezone, work_start: talentProfiles.workStart, work_end: talentProfiles.workEnd })
    .from(talentProfiles)
    .where(eq(talentProfiles.talentId, talentId));
  const fit = remoteFit(
    { hires_from: hiresFrom(job), overlap: overlap(job) },
    profile ?? { country: null, timezone: null, work_start: null, work_end: null },
    todayUtc(),
  );
  if (fit.problem) throw validationFailed({ job_slug: [fit.problem] }, fit.problem);
}
