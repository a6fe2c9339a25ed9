import "server-only";

import { expandHiresFrom, type RegionId } from "@/lib/remote/regions";
import type { OverlapInput } from "@/lib/validation/jobs-remote";

import { jobs } from "../db/schema";

type HiresFrom = { anywhere: boolean; countries: string[]; regions: RegionId[] };

/** The stored columns for a job's "hires from" (with the expanded country list the board filters on). */
export const hiresFromColumns = (hiresFrom: HiresFrom) => ({
  hiresAnywhere: hiresFrom.anywhere,
  hiresCountries: hiresFrom.anywhere ? [] : hiresFrom.countries,
  hiresRegions: hiresFrom.anywhere ? [] : hiresFrom.regions,
  eligibleCountries: hiresFrom.anywhere ? [] : expandHiresFrom(hiresFrom.countries, hiresFrom.regions),
});

/** The stored columns for a job's required overlap: all four set, or all null. */
export const overlapColumns = (overlap: OverlapInput | null) => ({
  overlapTimezone: overlap?.timezone ?? null,
  overlapStart: overlap?.start ?? null,
  overlapEnd: overlap?.end ?? null,
  overlapMinHours: overlap?.min_hours ?? null,
});

/** The columns a reader selects for a job's remote fit (its JSON, the apply check). */
export const remoteFitSelection = {
  hiresAnywhere: jobs.hiresAnywhere,
  hiresCountries: jobs.hiresCountries,
  hiresRegions: jobs.hiresRegions,
  overlapTimezone: jobs.overlapTimezone,
  overlapStart: jobs.overlapStart,
  overlapEnd: jobs.overlapEnd,
  overlapMinHours: jobs.overlapMinHours,
};
