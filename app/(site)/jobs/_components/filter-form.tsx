"use client";

import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import { CountryFilterSelect } from "@/components/ui/country-filter-select";
import {
  filterFieldClass as field,
  filterLabelClass as label,
  FilterSelect as Select,
} from "@/components/ui/filter-select";
import { CATEGORIES } from "@/lib/content/categories";
import { experienceLabels, jobTypeLabels, sortLabels } from "@/lib/content/jobs";

import { SkillsFilterInput } from "./skills-filter-input";
import { TalentFitFilters } from "./talent-fit-filters";

const advanced = ["skills", "experience_level", "rate_min", "rate_max", "eligible_country", "min_overlap_hours"];

export type FilterFormProps = { values: Record<string, string>; skillNames: readonly string[] };

/**
 * The board's filter form: a plain GET form, so filtering works without JavaScript and every result has a URL.
 * `card` sits on the page (768 px and wider); `sheet` fills the phone's Filters dialog, its buttons always in view.
 */
export function FilterForm({ values, skillNames, layout }: FilterFormProps & { layout: "card" | "sheet" }) {
  const anyAdvanced = advanced.some((name) => values[name]);
  const sheet = layout === "sheet";
  return (
    <form
      action="/jobs"
      method="get"
      role="search"
      aria-label="Filter jobs"
      className={sheet ? "flex min-h-0 flex-1 flex-col" : cardClass("p-5 shadow-sm")}
    >
      <div className={sheet ? "min-h-0 flex-1 overflow-y-auto px-5 pb-5" : undefined}>
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
            <SkillsFilterInput defaultValue={values.skills ?? ""} skillNames={skillNames} />
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
      </div>
      <div
        className={
          sheet
            ? "flex shrink-0 flex-wrap items-center gap-3 border-t border-slate-200 px-5 py-4"
            : "mt-5 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5"
        }
      >
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
