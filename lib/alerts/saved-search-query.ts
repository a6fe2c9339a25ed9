import { CATEGORIES } from "@/lib/content/categories";
import { countryName } from "@/lib/content/countries";
import { experienceLabels, jobTypeLabels } from "@/lib/content/jobs";
import type { SavedSearchFilters } from "@/lib/validation/saved-searches";

/** The filters as the board's query string parameters (what its form submits), in the form's order. */
export function boardParams(filters: SavedSearchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search) params.search = filters.search;
  if (filters.category !== undefined) params.category = String(filters.category);
  if (filters.job_type) params.job_type = filters.job_type;
  if (filters.skills && filters.skills.length > 0) params.skills = filters.skills.join(",");
  if (filters.experience_level) params.experience_level = filters.experience_level;
  if (filters.rate_min !== undefined) params.rate_min = String(filters.rate_min);
  if (filters.rate_max !== undefined) params.rate_max = String(filters.rate_max);
  if (filters.eligible_country) params.eligible_country = filters.eligible_country;
  if (filters.min_overlap_hours !== undefined && filters.timezone && filters.work_start && filters.work_end) {
    Object.assign(params, {
      min_overlap_hours: String(filters.min_overlap_hours),
      timezone: filters.timezone,
      work_start: filters.work_start,
      work_end: filters.work_end,
    });
  }
  return params;
}

/** The board showing these filters. */
export function boardPath(params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `/jobs?${query}` : "/jobs";
}

function rateWords(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return min === max ? `$${min}/h` : `$${min}–$${max}/h`;
  if (min !== undefined) return `from $${min}/h`;
  if (max !== undefined) return `up to $${max}/h`;
  return null;
}

/** The filters in words, for a list of saved searches and a default name: “react” · Software Development · Senior. */
export function describeFilters(filters: SavedSearchFilters): string {
  const category = filters.category === undefined ? undefined : CATEGORIES.find((one) => one.id === filters.category);
  const parts = [
    filters.search ? `“${filters.search}”` : null,
    category?.name ?? null,
    filters.skills && filters.skills.length > 0 ? `Skills: ${filters.skills.join(", ")}` : null,
    filters.job_type ? jobTypeLabels[filters.job_type] : null,
    filters.experience_level ? experienceLabels[filters.experience_level] : null,
    rateWords(filters.rate_min, filters.rate_max),
    filters.eligible_country ? `Hires from ${countryName(filters.eligible_country) ?? filters.eligible_country}` : null,
    filters.min_overlap_hours !== undefined
      ? `At least ${filters.min_overlap_hours} h overlap with ${filters.work_start}–${filters.work_end} ${filters.timezone}`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : "All jobs";
}
