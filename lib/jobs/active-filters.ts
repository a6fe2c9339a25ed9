/** The board's query parameters that narrow the list (sort and page only order or page it). */
export const JOB_FILTER_PARAMS = [
  "search",
  "category",
  "skills",
  "job_type",
  "experience_level",
  "rate_min",
  "rate_max",
  "eligible_country",
  "min_overlap_hours",
] as const;

/** How many filters the board's URL sets: the count on the phone's Filters button. */
export function activeFilterCount(values: Record<string, string | undefined>): number {
  return JOB_FILTER_PARAMS.filter((name) => (values[name] ?? "").trim() !== "").length;
}
