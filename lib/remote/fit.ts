import { countryName } from "@/lib/content/countries";
import { isZonedHours, overlapHours } from "@/lib/remote/overlap";
import { expandHiresFrom, hiresFromLabel, type RegionId } from "@/lib/remote/regions";

type JobFit = {
  hires_from: { anywhere: boolean; countries: string[]; regions: RegionId[] };
  overlap: { timezone: string; start: string; end: string; min_hours: number } | null;
};
export type ProfileFit = {
  country: string | null;
  timezone: string | null;
  work_start: string | null;
  work_end: string | null;
};

export const hoursText = (hours: number) => `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;

/** "Europe only", "Germany and Poland only", or "anywhere": where a job hires, for a sentence. */
export const hiresFromText = (job: JobFit) =>
  job.hires_from.anywhere ? "anywhere" : `${hiresFromLabel(job.hires_from.countries, job.hires_from.regions)} only`;

/** "At least 4 h with 09:00–17:00 America/New_York". */
export const requiredOverlapText = (overlap: NonNullable<JobFit["overlap"]>) =>
  `At least ${hoursText(overlap.min_hours)} with ${overlap.start}–${overlap.end} ${overlap.timezone}`;

export type RemoteFit = {
  /** null: the profile lacks a country, so eligibility is unknown. */
  eligible: boolean | null;
  /** The shared hours with the job's required overlap on the date; undefined when none is required, null when the profile lacks hours. */
  overlap: number | null | undefined;
  /** Why a talent with this profile cannot apply; null when nothing stands in the way. */
  problem: string | null;
};

/** Whether a profile meets a job's "hires from" and required overlap on `date` (YYYY-MM-DD, UTC). */
export function remoteFit(job: JobFit, profile: ProfileFit, date: string): RemoteFit {
  const eligible = job.hires_from.anywhere
    ? true
    : profile.country
      ? expandHiresFrom(job.hires_from.countries, job.hires_from.regions).includes(profile.country as never)
      : null;
  const hours = {
    timezone: profile.timezone ?? undefined,
    start: profile.work_start ?? undefined,
    end: profile.work_end ?? undefined,
  };
  const overlap = job.overlap ? (isZonedHours(hours) ? overlapHours(hours, job.overlap, date) : null) : undefined;
  return { eligible, overlap, problem: fitProblem(job, profile, eligible, overlap) };
}

function fitProblem(
  job: JobFit,
  profile: ProfileFit,
  eligible: boolean | null,
  overlap: number | null | undefined,
): string | null {
  if (eligible === null) return "Add your country to your profile: this role hires from " + hiresFromText(job) + ".";
  if (!eligible) {
    const where = countryName(profile.country ?? "") ?? profile.country;
    return `This role hires in ${hiresFromText(job)}, not from ${where}.`;
  }
  if (job.overlap && overlap === null) {
    return "Add your time zone and working hours to your profile: this role requires an overlap of working hours.";
  }
  if (job.overlap && overlap !== undefined && overlap !== null && overlap < job.overlap.min_hours) {
    return `This role requires ${hoursText(job.overlap.min_hours)} overlap with ${job.overlap.start}–${job.overlap.end} ${job.overlap.timezone}; your working hours share ${hoursText(overlap)} today.`;
  }
  return null;
}
