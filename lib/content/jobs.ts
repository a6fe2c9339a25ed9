import { formatBoundedCount } from "@/lib/format/bounded-count";
import type { Job, JobsQuery } from "@/lib/validation/jobs";

/** Labels of the job board's filters and facts. */
export const jobTypeLabels: Record<Job["job_type"], string> = {
  hourly: "Hourly",
  project: "Project-based",
  full_time: "Full-time",
};

export const experienceLabels: Record<Job["experience_level"], string> = {
  junior: "Junior",
  mid: "Mid-level",
  senior: "Senior",
  lead: "Lead",
};

export const sortLabels: Record<JobsQuery["sort"], string> = {
  newest: "Newest first",
  rate_high: "Highest rate",
  rate_low: "Lowest rate",
};

export const jobsPageCopy = {
  title: "Explore Jobs",
  lead: "Remote roles for software developers, UI/UX designers and digital marketers at vetted companies.",
  emptyTitle: "No jobs match these filters",
  emptyBody: "Try fewer skills, a wider rate range or another category.",
  errorTitle: "Jobs could not be loaded",
  errorBody: "Something went wrong on our side. Please try again in a moment.",
  invalidTitle: "Some filters are not valid",
  /** The board's count: "1 job", "1,234 jobs", "10,000+ jobs" past the cap. */
  count: (meta: { total: number; total_is_lower_bound: boolean }) =>
    ({
      number: formatBoundedCount(meta),
      noun: meta.total === 1 && !meta.total_is_lower_bound ? "job" : "jobs",
    }) as const,
} as const;

export const jobFiltersCopy = {
  filters: "Filters",
  active: (count: number) => `${count} active`,
  sheetTitle: "Filter jobs",
  close: "Close filters",
  skills: "Skills",
  skillsHint: "comma-separated",
  skillsPlaceholder: "React, Figma, SEO",
  suggestions: "Skill suggestions",
  suggestionsCount: (count: number) => `${count} suggestions. Use the arrow keys to choose, Enter to add.`,
} as const;
