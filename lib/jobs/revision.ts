import type { JobStatus } from "./states";

/**
 * What a manager reviews again when it changes on a published job: the words and the pay. While a change waits,
 * the job's public page keeps the earlier version; the change is stored beside it as the job's pending revision.
 */
export type JobRevisionContent = {
  title: string;
  description: string;
  rate_min: number;
  rate_max: number;
  currency: string;
  skills: string[];
};

/** A job has been published once it is open or closed: its page is public, so its content changes wait for review. */
export const changesNeedReview = (stored: JobStatus): boolean => stored === "open" || stored === "closed";

export function sameContent(a: JobRevisionContent, b: JobRevisionContent): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.rate_min === b.rate_min &&
    a.rate_max === b.rate_max &&
    a.currency === b.currency &&
    a.skills.length === b.skills.length &&
    a.skills.every((skill, index) => skill === b.skills[index])
  );
}
