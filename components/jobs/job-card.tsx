import type { Job } from "@/lib/validation/jobs";

import { toJobCardJob } from "./job-card-job";
import { JobCardView } from "./job-card-view";

/** A job on the board or a company's page: hands the card only the fields it shows. */
export function JobCard({ job }: { job: Job }) {
  return <JobCardView job={toJobCardJob(job)} />;
}
