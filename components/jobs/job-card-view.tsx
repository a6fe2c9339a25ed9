"use client";

import Link from "next/link";

import { CompanyLogo } from "@/components/company/company-logo";
import { cardClass } from "@/components/ui/card";
import { formatPostedDate } from "@/lib/jobs/jobs-url";

import type { JobCardJob } from "./job-card-job";
import { JobFacts } from "./job-facts";
import { SaveJobButton } from "./save-job-button";

/**
 * A job on the board. A client component although it has no state: the server then sends its props, not its
 * markup and class names, in the page's RSC payload (a twelfth of the page's weight per card).
 */
export function JobCardView({ job }: { job: JobCardJob }) {
  return (
    <article
      className={cardClass("relative p-5 shadow-sm transition hover:border-brand-500/50 hover:shadow-md sm:p-6")}
    >
      <div className="flex gap-4">
        <CompanyLogo name={job.company_name} src={job.company_logo_url} decorative />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 className="text-lg font-semibold text-ink">
              <Link
                href={`/jobs/${job.slug}`}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
              >
                {job.title}
              </Link>
            </h2>
            <p className="text-sm text-ink-muted">
              <time dateTime={job.posted_at}>{formatPostedDate(job.posted_at)}</time>
            </p>
          </div>
          <p className="mt-0.5 text-sm text-ink-muted">
            {job.company_name} · {job.category_name}
          </p>
          <div className="mt-4">
            <JobFacts job={job} />
          </div>
          <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
            <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
              {job.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-md border border-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700"
                >
                  {skill}
                </li>
              ))}
            </ul>
            <SaveJobButton slug={job.slug} title={job.title} />
          </div>
        </div>
      </div>
    </article>
  );
}
