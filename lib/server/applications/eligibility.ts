import "server-only";

import { todayUtc } from "@/lib/format/date-time";
import { remoteFit } from "@/lib/remote/fit";

import { validationFailed } from "../http/errors";
import { hiresFrom, overlap, type RemoteFitRow } from "../jobs/job-row";
import type { ProfileRow } from "../profiles/profile-json";

type FitProfile = Pick<ProfileRow, "country" | "timezone" | "workStart" | "workEnd">;

/**
 * Refuses (422) an application the talent's profile cannot meet: a country the job does not hire from, an overlap
 * of working hours below the job's minimum today (UTC), or a profile lacking the country or hours to check.
 */
export function assertRemoteFit(job: RemoteFitRow, profile: FitProfile | null): void {
  if (job.hiresAnywhere && job.overlapTimezone === null) return;
  const fit = remoteFit(
    { hires_from: hiresFrom(job), overlap: overlap(job) },
    {
      country: profile?.country ?? null,
      timezone: profile?.timezone ?? null,
      work_start: profile?.workStart ?? null,
      work_end: profile?.workEnd ?? null,
    },
    todayUtc(),
  );
  if (fit.problem) throw validationFailed({ job_slug: [fit.problem] }, fit.problem);
}
