import type { Engagement } from "@/lib/validation/engagements";

/** The new-job form, prefilled from this job (the page loads it only when it is the client's own). */
export const hireAgainHref = (jobId: number) => `/recruiter/jobs/new?from_job=${jobId}`;

/** The talent directory filtered by the job's skills and its required overlap, in the directory's own query keys. */
export function similarTalentHref(job: Engagement["job"]): string {
  const params = new URLSearchParams();
  for (const skill of job.skills.slice(0, 10)) params.append("skills", skill);
  if (job.overlap_min_hours !== null) params.set("min_overlap_hours", String(job.overlap_min_hours));
  const query = params.toString();
  return query ? `/recruiter/talent?${query}` : "/recruiter/talent";
}
