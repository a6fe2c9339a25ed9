import { COUNTRIES } from "@/lib/content/countries";
import { expandHiresFrom } from "@/lib/remote/regions";
import type { Job } from "@/lib/validation/jobs";

const employmentType: Record<Job["job_type"], string> = {
  hourly: "CONTRACTOR",
  project: "CONTRACTOR",
  full_time: "FULL_TIME",
};

/** The countries a remote job hires from, as schema.org Country objects; nothing when it hires from anywhere. */
function applicantLocations(job: Job) {
  if (job.hires_from.anywhere) return {};
  const codes = expandHiresFrom(job.hires_from.countries, job.hires_from.regions);
  return {
    applicantLocationRequirements: codes.map((code) => ({
      "@type": "Country",
      name: COUNTRIES[code],
      identifier: code,
    })),
  };
}

/** The company's public page, when the job has a company. */
const companyPage = (job: Job, origin: string) => (job.company.slug ? `${origin}/companies/${job.company.slug}` : null);

/**
 * schema.org JobPosting for a remote job (Google's job-search structured data); `origin` is the site's
 * address without a trailing slash. Talent apply on the page itself, hence `directApply`.
 */
export function jobPostingJsonLd(job: Job, origin: string) {
  const company = companyPage(job, origin);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    identifier: { "@type": "PropertyValue", name: job.company.name, value: String(job.id) },
    datePosted: job.posted_at,
    // The closing date is the last day applications are taken (UTC), so the posting runs to its end.
    ...(job.valid_through ? { validThrough: `${job.valid_through}T23:59:59Z` } : {}),
    employmentType: employmentType[job.job_type],
    directApply: true,
    hiringOrganization: {
      "@type": "Organization",
      name: job.company.name,
      ...(company ? { sameAs: company, url: company } : {}),
      // Uploaded logos are served from our own path; search engines want an absolute address.
      ...(job.company.logo_url ? { logo: new URL(job.company.logo_url, `${origin}/`).href } : {}),
    },
    jobLocationType: "TELECOMMUTE",
    ...applicantLocations(job),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: job.currency,
      value: { "@type": "QuantitativeValue", minValue: job.rate_min, maxValue: job.rate_max, unitText: "HOUR" },
    },
    skills: job.skills.join(", "),
    industry: job.category.name,
    url: `${origin}/jobs/${job.slug}`,
  };
}

/** JSON for a <script> tag: "<" escaped so a description can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
