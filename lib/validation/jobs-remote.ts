import { WORK_TIME_PATTERN, workHoursLength } from "@/lib/profiles/work-hours";
import { REGION_IDS } from "@/lib/remote/regions";

import { countryCode, timeZone } from "./formats";
import { z } from "./zod";

const COUNTRY_MESSAGE = "Each country must be an ISO 3166-1 alpha-2 code, e.g. DE.";
const TIMEZONE_MESSAGE = "The overlap time zone must be a valid IANA time zone, e.g. Europe/Berlin.";

const time = (field: string) =>
  z
    .string({ error: `The ${field} must be a time (HH:MM).` })
    .regex(WORK_TIME_PATTERN, { error: `The ${field} must be a time (HH:MM, 24-hour clock).` });

/** Where a recruiter's job can hire from: anywhere, or at least one country or region. */
export const hiresFromInputSchema = z
  .strictObject({
    anywhere: z.boolean({ error: "hires_from.anywhere must be true or false." }),
    countries: z
      .array(countryCode(COUNTRY_MESSAGE), { error: "hires_from.countries must be a list of country codes." })
      .max(250)
      .default([])
      .transform((codes) => [...new Set(codes)].sort()),
    regions: z
      .array(z.enum(REGION_IDS, { error: `Each region must be one of: ${REGION_IDS.join(", ")}.` }), {
        error: "hires_from.regions must be a list of regions.",
      })
      .default([])
      .transform((regions) => REGION_IDS.filter((region) => regions.includes(region))),
  })
  .refine((value) => value.anywhere || value.countries.length + value.regions.length > 0, {
    path: ["countries"],
    error: "Choose at least one country or region, or hire from anywhere.",
  })
  .transform((value) => (value.anywhere ? { anywhere: true, countries: [], regions: [] } : value))
  .describe(
    "anywhere: true, or the countries (ISO alpha-2) and/or regions the job can hire from: at least one of them when anywhere is false",
  );
export type HiresFromInput = z.output<typeof hiresFromInputSchema>;

/** A required overlap: working hours in a time zone and the minimum hours a talent's day must share with them. */
export const overlapInputSchema = z
  .strictObject({
    timezone: timeZone(TIMEZONE_MESSAGE),
    start: time("overlap start"),
    end: time("overlap end"),
    min_hours: z
      .number({ error: "The minimum overlap must be a number of hours." })
      .int({ error: "The minimum overlap must be a whole number of hours." })
      .min(1, { error: "The minimum overlap must be at least 1 hour." })
      .max(24, { error: "The minimum overlap may not be more than 24 hours." }),
  })
  .refine((value) => value.min_hours <= workHoursLength(value), {
    path: ["min_hours"],
    error: "The minimum overlap may not be longer than the working hours it is measured against.",
  })
  .describe(
    "Working hours (HH:MM; an end before the start crosses midnight) in an IANA time zone and the minimum shared hours; min_hours may not be longer than the working hours",
  );
export type OverlapInput = z.output<typeof overlapInputSchema>;

/** The job fields a create or update may carry for remote fit. */
export const jobRemoteFields = {
  hires_from: hiresFromInputSchema,
  overlap: overlapInputSchema.nullable().describe("null: no required overlap"),
};

export const ANYWHERE: HiresFromInput = { anywhere: true, countries: [], regions: [] };

/** The remote-fit fields of a job answer. */
export const hiresFromSchema = z.object({
  anywhere: z.boolean(),
  countries: z.array(z.string()).describe("ISO 3166-1 alpha-2 codes chosen one by one"),
  regions: z.array(z.enum(REGION_IDS)),
});
export const jobOverlapSchema = z
  .object({ timezone: z.string(), start: z.string(), end: z.string(), min_hours: z.number().int() })
  .nullable()
  .describe("The working hours a talent's day must overlap by at least min_hours; null when the job requires none");
export type JobHiresFrom = z.infer<typeof hiresFromSchema>;
export type JobOverlap = z.infer<typeof jobOverlapSchema>;

/** The board's remote-fit filters (GET /api/jobs): a country, and/or a minimum overlap with given hours. */
export const jobsRemoteQueryFields = {
  eligible_country: countryCode("The eligible country must be an ISO 3166-1 alpha-2 code, e.g. NG.")
    .optional()
    .describe("Only jobs that can hire from this country (ISO 3166-1 alpha-2)"),
  min_overlap_hours: z.coerce
    .number({ error: "The minimum overlap must be a number of hours." })
    .int({ error: "The minimum overlap must be a whole number of hours." })
    .min(1, { error: "The minimum overlap must be at least 1 hour." })
    .max(24, { error: "The minimum overlap may not be more than 24 hours." })
    .optional()
    .describe(
      "With timezone, work_start and work_end: jobs with no required overlap, or whose hours share at least this many with these today",
    ),
  timezone: timeZone("The timezone must be a valid IANA time zone, e.g. Europe/Berlin.").optional(),
  work_start: time("work start").optional(),
  work_end: time("work end").optional(),
};

const OVERLAP_PARAMS = ["min_overlap_hours", "timezone", "work_start", "work_end"] as const;
export const OVERLAP_PARAMS_MESSAGE =
  "min_overlap_hours, timezone, work_start and work_end go together: send all four or none.";

/** The overlap parameters missing from a query that has some of them (none when it has all or none). */
export function missingOverlapParams(query: Record<string, unknown>): string[] {
  const missing = OVERLAP_PARAMS.filter((param) => query[param] === undefined);
  return missing.length === OVERLAP_PARAMS.length ? [] : missing;
}

/** The four overlap parameters come together or not at all. */
export function checkOverlapParams(query: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const param of missingOverlapParams(query))
    ctx.addIssue({ code: "custom", path: [param], message: OVERLAP_PARAMS_MESSAGE });
}
