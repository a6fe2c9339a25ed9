import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";

import { CompanyLogo } from "@/components/company/company-logo";
import { JobCard } from "@/components/jobs/job-card";
import { buttonClass } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { responseTimeLabel } from "@/lib/companies/response-time";
import { COMPANY_SIZES } from "@/lib/content/auth";
import { COMPANY_PAGE_COPY } from "@/lib/content/recruiter-jobs";
import { ratingLabel } from "@/lib/seo/aggregate-rating";
import { serializeJsonLd } from "@/lib/seo/job-posting";
import { createMetadata } from "@/lib/seo/metadata";
import { getPublicCompany } from "@/lib/server/companies/public-company";
import { getDb } from "@/lib/server/db/client";
import { siteUrl } from "@/lib/server/env";

import { organizationJsonLd } from "./company-json-ld";

type Props = { params: Promise<{ slug: string }> };

// Metadata and page share one query per request.
const loadCompany = cache(async (slug: string) => getPublicCompany(await getDb(), slug));

const sizeLabel = (size: string) => COMPANY_SIZES.find((option) => option.value === size)?.label ?? size;
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
};

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const found = await loadCompany(slug);
  if (!found)
    return createMetadata({
      title: "Company not found",
      description: "This company does not exist.",
      path: `/companies/${slug}`,
      noIndex: true,
    });
  const { company, jobs } = found;
  const about = company.about?.replace(/\s+/g, " ").trim();
  const description = about
    ? about.length > 155
      ? `${about.slice(0, 152)}…`
      : about
    : `Remote jobs at ${company.name}: ${jobs.length} open now.`;
  return createMetadata({ title: `${company.name}: remote jobs`, description, path: `/companies/${company.slug}` });
}

export default async function CompanyPage({ params }: Props) {
  const { slug } = await params;
  const found = await loadCompany(slug);
  if (!found) notFound();
  const { company, jobs, rating, responseHours } = found;
  const origin = siteUrl();
  const stars = ratingLabel(rating);
  const facts = [
    stars ? { term: "Rating", value: stars } : null,
    responseHours !== null ? { term: COMPANY_PAGE_COPY.responseTime, value: responseTimeLabel(responseHours) } : null,
    company.size ? { term: COMPANY_PAGE_COPY.size, value: sizeLabel(company.size) } : null,
    company.timezone ? { term: COMPANY_PAGE_COPY.timezone, value: company.timezone.replaceAll("_", " ") } : null,
  ].filter((fact) => fact !== null);

  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(organizationJsonLd(company, origin, `${origin}/companies/${company.slug}`, rating)),
        }}
      />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pb-10 pt-8 sm:pt-12">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            <CompanyLogo name={company.name} src={company.logo_url} size="lg" />
            <div className="min-w-0 flex-1">
              <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words text-ink sm:text-4xl">
                {company.name}
              </h1>
              <dl className="mt-4 flex flex-wrap gap-2 text-sm">
                {company.website ? (
                  <div className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                    <dt className="sr-only">{COMPANY_PAGE_COPY.website}</dt>
                    <dd>
                      <a
                        href={company.website}
                        rel="nofollow noopener"
                        target="_blank"
                        className="font-medium text-brand-700 hover:underline"
                      >
                        {hostOf(company.website)}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {facts.map((fact) => (
                  <div key={fact.term} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
                    <dt className="sr-only">{fact.term}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </Container>
      </div>
      <Container className="grid gap-10 pb-20 pt-4 lg:grid-cols-[20rem_1fr]">
        {company.about ? (
          <section aria-labelledby="about-company" className="min-w-0">
            <h2 id="about-company" className="text-xl font-bold text-ink">
              {COMPANY_PAGE_COPY.about} {company.name}
            </h2>
            {paragraphs(company.about).map((paragraph, index) => (
              <p key={index} className="mt-4 leading-7 whitespace-pre-line text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ) : null}
        <section aria-labelledby="open-jobs" className={`min-w-0 ${company.about ? "" : "lg:col-span-2"}`}>
          <h2 id="open-jobs" className="text-xl font-bold text-ink">
            {COMPANY_PAGE_COPY.openJobs}{" "}
            {jobs.length > 0 ? <span className="font-medium text-ink-muted">({jobs.length})</span> : null}
          </h2>
          {jobs.length > 0 ? (
            <ul className="mt-4 flex flex-col gap-4">
              {jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-semibold text-ink">{COMPANY_PAGE_COPY.noOpenJobs}</p>
              <p className="mt-1 text-sm text-ink-muted">{COMPANY_PAGE_COPY.noOpenJobsBody}</p>
              <Link href="/jobs" className={buttonClass("secondary", "sm", "mt-4")}>
                {COMPANY_PAGE_COPY.browseJobs}
              </Link>
            </div>
          )}
        </section>
      </Container>
    </>
  );
}
