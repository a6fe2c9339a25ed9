import { int, optional } from "./fields";
import { z } from "./zod";

export const METRICS_DEFAULT_WEEKS = 12;
export const METRICS_MAX_WEEKS = 52;

export const metricsQuerySchema = z.object({
  weeks: optional(int("number of weeks", 1, METRICS_MAX_WEEKS))
    .default(METRICS_DEFAULT_WEEKS)
    .describe("How many ISO weeks (Monday 00:00 UTC), the current one included."),
});

/** The weekly series, in the order the console shows them. */
export const METRIC_SERIES = [
  "signups",
  "talent_signups",
  "client_signups",
  "complete_profiles",
  "vetting_submissions",
  "vetted",
  "applications",
  "hires",
] as const;
export type MetricSeries = (typeof METRIC_SERIES)[number];

const counts = z.object(
  Object.fromEntries(METRIC_SERIES.map((key) => [key, z.number().int()])) as Record<MetricSeries, z.ZodNumber>,
);

export const metricsWeekSchema = counts.extend({
  week_start: z.string().describe("The week's Monday (YYYY-MM-DD, UTC)"),
  iso_week: z.string().describe("The ISO week, e.g. 2026-W48"),
});

const medianSchema = z.object({
  median_days: z.number().nullable().describe("Days, to one decimal; null when there is nothing to measure"),
  count: z.number().int().describe("How many the median is of: read a median of few with care"),
});

export const hiringSpeedSchema = z.object({
  category: z.object({ id: z.number().int(), name: z.string() }),
  application_to_hire: medianSchema.describe("From an application's creation to its first move into hired"),
  publish_to_first_hire: medianSchema.describe("From a job's publishing to its first hire"),
});

export const trialEndingsSchema = z.object({
  ended: z.number().int().describe("Engagements whose last day has passed (UTC)"),
  ended_in_trial: z.number().int().describe("Of those, the ones whose end was set inside their trial"),
  share: z.number().nullable().describe("ended_in_trial ÷ ended; null when none ended"),
});

export const metricsSchema = z.object({
  weeks: z.array(metricsWeekSchema).describe("Oldest first, one entry per week, zero-filled"),
  totals: counts,
  vetted_share: z
    .number()
    .nullable()
    .describe("Vetted ÷ vetting submissions over the window; null when nobody submitted"),
  hiring_speed: z
    .array(hiringSpeedSchema)
    .describe("Per job category with a hire, by name; all time, not only the window"),
  trial_endings: trialEndingsSchema.describe("All time, not only the window"),
});

export type MetricsWeek = z.infer<typeof metricsWeekSchema>;
export type Metrics = z.infer<typeof metricsSchema>;
export type HiringSpeed = z.infer<typeof hiringSpeedSchema>;
export type TrialEndings = z.infer<typeof trialEndingsSchema>;
export const metricsResponseSchema = z.object({ data: metricsSchema });
