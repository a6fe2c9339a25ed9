import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";

import { CompanyLogo } from "@/components/company/company-logo";
import { JobParagraphs, SkillChips } from "@/components/jobs/job-body";
import { JobFacts } from "@/components/jobs/job-facts";
import { SaveJobButton } from "@/components/jobs/save-job-button";
import { cardClass } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { CLOSED_JOB_COPY } from "@/lib/content/applications";
import { formatPostedDate } from "@/lib/jobs/jobs-url";
import { jobPostingJsonLd, serializeJsonLd } from "@/lib/seo/job-posting";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { siteUrl } from "@/lib/server/env";
import { jobForPage } from "@/lib/server/jobs";

import { ApplyPanel } from "./_components/apply-panel";
import { ClosedJobNotice } from "./_components/closed-job-notice";
import { JobRemoteRequirements } from "./_components/job-remote-requirements";
import { ReportJob } from "./_components/report-job";

type Props = { params: Promise<{ slug: string }> };

// Metadata and page share one query per request.
const loadJob = cache(async (slug: string) => jobForPage(await getDb(), slug));

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const found = await loadJob(slug);
  if (!found)
    return createMetadata({
      title: "Job not found",
      description: "This job does not exist.",
      path: `/jobs/${slug}`,
      noIndex: true,
    });
  const { job, status } = found;
  return createMetadata({
    title: status === "closed" ? `${job.title} at ${job.company.name} (closed)` : `${job.title} at ${job.company.name}`,
    description: job.description.length > 155 ? `${job.description.slice(0, 152)}…` : job.description,
    path: `/jobs/${job.slug}`,
    // A closed job's page stays for those who saved or applied to it, but leaves search engines.
    noIndex: status === "closed",
  });
}

export default async function JobPage({ params }: Props) {
  const { slug } = await params;
  const found = await loadJob(slug);
  if (!found) notFound();
  const { job, status } = found;
  const open = status === "open";

  return (
    <>
      {open ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(jobPostingJsonLd(job, siteUrl())),
          }}
        />
      ) : null}
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pb-10 pt-8 sm:pt-12">
          <nav aria-label="Breadcrumb" className="text-sm">
            <Link href="/jobs" className="font-medium text-brand-700 hover:underline">
              ← All jobs
            </Link>
          </nav>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
            <CompanyLogo name={job.company.name} src={job.company.logo_url} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                {job.category.name}
                {open ? null : (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    {CLOSED_JOB_COPY.badge}
                  </span>
                )}
              </p>
              <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
                {job.title}
              </h1>
              <p className="mt-2 text-ink-muted">
                {job.company.slug ? (
                  <Link
                    href={`/companies/${job.company.slug}`}
                    className="font-medium text-ink hover:text-brand-700 hover:underline"
                  >
                    {job.company.name}
                  </Link>
                ) : (
                  job.company.name
                )}{" "}
                · Posted <time dateTime={job.posted_at}>{formatPostedDate(job.posted_at)}</time>
              </p>
              <div className="mt-5">
                <JobFacts job={job} />
              </div>
            </div>
            {open ? (
              <div className="sm:ml-auto">
                <SaveJobButton slug={job.slug} title={job.title} />
              </div>
            ) : null}
          </div>
        </Container>
      </div>
      <Container className="grid gap-10 pb-20 pt-4 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="about-role" className="min-w-0">
          <h2 id="about-role" className="text-xl font-bold text-ink">
            About the role
          </h2>
          <JobParagraphs text={job.description} />
          <h2 className="mt-10 text-xl font-bold text-ink">Where and when</h2>
          <JobRemoteRequirements job={job} />
          <h2 className="mt-10 text-xl font-bold text-ink">Skills</h2>
          <SkillChips skills={job.skills} />
        </section>
        <aside aria-labelledby="apply-title" className={cardClass("h-fit p-6 shadow-sm lg:sticky lg:top-24")}>
          {open ? (
            <ApplyPanel slug={job.slug} title={job.title} job={{ hires_from: job.hires_from, overlap: job.overlap }} />
          ) : (
            <ClosedJobNotice />
          )}
          <ReportJob slug={job.slug} />
        </aside>
      </Container>
    </>
  );
}
