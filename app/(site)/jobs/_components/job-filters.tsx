"use client";

import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { CountryFilterSelect } from "@/components/ui/country-filter-select";
import { filterFieldClass, filterLabelClass, FilterSelect as Select } from "@/components/ui/filter-select";
import { CATEGORIES } from "@/lib/content/categories";
import { experienceLabels, jobTypeLabels, sortLabels } from "@/lib/content/jobs";

import { TalentFitFilters } from "./talent-fit-filters";

const field = filterFieldClass;
const label = filterLabelClass;
const advanced = ["skills", "experience_level", "rate_min", "rate_max", "eligible_country", "min_overlap_hours"];

type Props = { values: Record<string, string> };

/**
 * The job board's filters: a plain GET form, so filtering works without JavaScript and every result has a URL.
 * A client component so that the page's RSC payload carries the filter values, not the form's markup.
 */
export function JobFilters({ values }: Props) {
  const anyAdvanced = advanced.some((name) => values[name]);
  return (
    <form action="/jobs" method="get" role="search" aria-label="Filter jobs" className={cardClass("p-5 shadow-sm")}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="filter-search" className={label}>
            Search
          </label>
          <input
            id="filter-search"
            type="search"
            name="search"
            defaultValue={values.search ?? ""}
            placeholder="Title, company or skill"
            className={field}
          />
        </div>
        <Select
          name="category"
          text="Category"
          values={values}
          options={[["", "All categories"], ...CATEGORIES.map((c): [string, string] => [String(c.id), c.name])]}
        />
        <Select
          name="job_type"
          text="Job type"
          values={values}
          options={[["", "Any type"], ...Object.entries(jobTypeLabels)]}
        />
        <Select name="sort" text="Sort by" values={values} options={Object.entries(sortLabels)} />
      </div>
      <details className="group mt-4" open={anyAdvanced}>
        <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
          More filters
          <svg viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true">
            <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div>
            <label htmlFor="filter-skills" className={label}>
              Skills <span className="font-normal text-ink-muted">(comma-separated)</span>
            </label>
            <input
              id="filter-skills"
              name="skills"
              defaultValue={values.skills ?? ""}
              placeholder="React, Figma, SEO"
              className={field}
            />
          </div>
          <Select
            name="experience_level"
            text="Experience"
            values={values}
            options={[["", "Any level"], ...Object.entries(experienceLabels)]}
          />
          <div>
            <label htmlFor="filter-rate-min" className={label}>
              Min rate ($/h)
            </label>
            <input
              id="filter-rate-min"
              type="number"
              inputMode="numeric"
              min={0}
              name="rate_min"
              defaultValue={values.rate_min ?? ""}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="filter-rate-max" className={label}>
              Max rate ($/h)
            </label>
            <input
              id="filter-rate-max"
              type="number"
              inputMode="numeric"
              min={0}
              name="rate_max"
              defaultValue={values.rate_max ?? ""}
              className={field}
            />
          </div>
          <CountryFilterSelect
            name="eligible_country"
            text="Hires from"
            anyLabel="Any country"
            value={values.eligible_country}
          />
          <TalentFitFilters values={values} />
        </div>
      </details>
      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <button type="submit" className={buttonClass("primary", "md")}>
          Show jobs
        </button>
        <Link href="/jobs" className={buttonClass("ghost", "md")}>
          Clear filters
        </Link>
      </div>
    </form>
  );
}
