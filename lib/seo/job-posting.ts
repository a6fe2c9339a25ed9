import type { Job } from "@/lib/validation/jobs";

const employmentType: Record<Job["job_type"], string> = {
  hourly: "CONTRACTOR",
  project: "CONTRACTOR",
  full_time: "FULL_TIME",
};

/** schema.org JobPosting for a remote job (Google's job-search structured data). */
export function jobPostingJsonLd(job: Job, url: string) {
  const posted = new Date(job.posted_at);
  const validThrough = new Date(posted.getTime() + 60 * 24 * 60 * 60 * 1000);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    identifier: { "@type": "PropertyValue", name: job.company.name, value: String(job.id) },
    datePosted: job.posted_at,
    validThrough: validThrough.toISOString(),
    employmentType: employmentType[job.job_type],
    hiringOrganization: { "@type": "Organization", name: job.company.name, ...(job.company.logo_url ? { logo: job.company.logo_url } : {}) },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: job.location },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: job.currency,
      value: { "@type": "QuantitativeValue", minValue: job.rate_min, maxValue: job.rate_max, unitText: "HOUR" },
    },
    skills: job.skills.join(", "),
    industry: job.category.name,
    url,
  };
}

/** JSON for a <script> tag: "<" escaped so a description can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
