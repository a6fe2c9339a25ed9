import type { Job } from "@/lib/validation/jobs";

/**
 * What a job card shows, and nothing else: the card is a client component, so each field here is written
 * into the page's RSC payload once per card (the full job carries its description and remote-fit rules).
 */
export type JobCardJob = Pick<
  Job,
  | "slug"
  | "title"
  | "posted_at"
  | "skills"
  | "job_type"
  | "experience_level"
  | "location"
  | "rate_min"
  | "rate_max"
  | "currency"
> & {
  company_name: string;
  company_logo_url: string | null;
  category_name: string;
};

export function toJobCardJob(job: Job): JobCardJob {
  return {
    slug: job.slug,
    title: job.title,
    posted_at: job.posted_at,
    company_name: job.company.name,
    company_logo_url: job.company.logo_url,
    category_name: job.category.name,
    skills: job.skills,
    job_type: job.job_type,
    experience_level: job.experience_level,
    location: job.location,
    rate_min: job.rate_min,
    rate_max: job.rate_max,
    currency: job.currency,
  };
}
