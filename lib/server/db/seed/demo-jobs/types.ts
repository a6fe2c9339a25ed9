import type { CategoryId } from "@/lib/content/categories";
import type { EXPERIENCE_LEVELS, JOB_TYPES } from "@/lib/validation/jobs";

/** A hand-written demo job; rates in USD per hour, `daysAgo` relative to the seed run. */
export type DemoJob = {
  title: string;
  company: string;
  category: CategoryId;
  description: string;
  skills: string[];
  type: (typeof JOB_TYPES)[number];
  level: (typeof EXPERIENCE_LEVELS)[number];
  location: string;
  rate: [min: number, max: number];
  daysAgo: number;
};
