"use client";

import { useWatch } from "react-hook-form";

import { CompanyLogo } from "@/components/company/company-logo";
import { JobFacts } from "@/components/jobs/job-facts";
import { cardClass } from "@/components/ui/card";
import { findCategory } from "@/lib/content/categories";
import { JOB_EDITOR_COPY as COPY } from "@/lib/content/recruiter-jobs";
import { isRegionId } from "@/lib/remote/regions";
import { EXPERIENCE_LEVELS, JOB_TYPES, type Job } from "@/lib/validation/jobs";

import type { JobFormValues } from "./job-form-schema";

export type PreviewCompany = { name: string; logo_url: string | null };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The facts chips need a type, a level and a rate; until then the preview says what is missing. */
function factsOf(values: JobFormValues, company: PreviewCompany): Job | null {
  const { job_type: type, experience_level: level } = values;
  const min = Number(values.rate_min);
  const max = Number(values.rate_max);
  if (!isOneOf(JOB_TYPES, type) || !isOneOf(EXPERIENCE_LEVELS, level) || !min || !max) return null;
  return {
    id: 0,
    slug: "preview",
    title: values.title,
    company: { ...company, slug: null },
    category: { id: Number(values.category_id), name: findCategory(Number(values.category_id))?.name ?? "" },
    description: values.description,
    skills: values.skills,
    job_type: type,
    experience_level: level,
    location: "Remote",
    rate_min: min,
    rate_max: max,
    currency: values.currency,
    posted_at: new Date().toISOString(),
    valid_through: values.valid_through || null,
    hires_from: {
      anywhere: values.hires_anywhere,
      countries: values.hires_countries,
      regions: values.hires_regions.filter(isRegionId),
    },
    overlap: null,
  };
}

/** How the job's page will read, drawn from the form as it is now (the job page's own facts chips). */
export function JobPreview({ company }: { company: PreviewCompany }) {
  const values = useWatch<JobFormValues>() as JobFormValues;
  const job = factsOf(values, company);
  const category = findCategory(Number(values.category_id))?.name;
  const paragraphs = values.description
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const missing = <span className="text-ink-muted italic">{COPY.previewEmpty}</span>;

  return (
    <section aria-labelledby="preview-heading" className={cardClass("overflow-hidden shadow-sm")}>
      <h2
        id="preview-heading"
        className="border-b border-slate-200 bg-slate-50 px-5 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        {COPY.previewHeading}
      </h2>
      <div className="bg-gradient-to-b from-brand-50 to-white px-5 pt-6 pb-6 sm:px-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <CompanyLogo name={company.name} src={company.logo_url} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-brand-700">{category ?? missing}</p>
            <p className="mt-1 text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl">
              {values.title.trim() || missing}
            </p>
            <p className="mt-2 text-ink-muted">{company.name}</p>
            <div className="mt-4">
              {job ? <JobFacts job={job} /> : <p className="text-sm text-ink-muted">{COPY.previewFactsMissing}</p>}
            </div>
          </div>
        </div>
      </div>
      <div className="px-5 pb-8 sm:px-8">
        <h3 className="text-lg font-bold text-ink">{COPY.previewAbout}</h3>
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-3 leading-7 break-words whitespace-pre-line text-slate-700">
              {paragraph}
            </p>
          ))
        ) : (
          <p className="mt-3">{missing}</p>
        )}
        <h3 className="mt-8 text-lg font-bold text-ink">{COPY.previewSkills}</h3>
        {values.skills.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {values.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3">{missing}</p>
        )}
      </div>
    </section>
  );
}
