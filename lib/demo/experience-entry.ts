import type { ExperienceEntry } from "@/lib/validation/experience";

/** One position; `end` null is the current one. */
export const position = (
  title: string,
  company: string,
  start: string,
  end: string | null,
  description: string,
): ExperienceEntry => ({
  title,
  company,
  start_month: start,
  end_month: end,
  current: end === null,
  description,
});
