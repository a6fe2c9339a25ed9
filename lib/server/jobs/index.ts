import "server-only";

export { listJobs } from "./list-jobs";
export { getJobBySlug, jobVisibilityBySlug, listAllOpenJobSlugs } from "./get-job";
export type { Job, JobsPage, JobsQuery } from "@/lib/validation/jobs";
