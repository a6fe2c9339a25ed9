import "server-only";

export { listJobs } from "./list-jobs";
export { getJobBySlug, jobForPage, jobVisibilityBySlug, listAllOpenJobSlugs, type JobForPage } from "./get-job";
export type { Job, JobsPage, JobsQuery } from "@/lib/validation/jobs";
