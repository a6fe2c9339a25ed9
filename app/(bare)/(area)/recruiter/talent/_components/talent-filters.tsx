import Form from "next/form";
import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { cardClass } from "@/components/ui/card";
import {
  countryOptions,
  filterFieldClass,
  filterLabelClass,
  FilterSelect as Select,
} from "@/components/ui/filter-select";
import { CATEGORIES } from "@/lib/content/categories";
import { AVAILABILITY_LABELS, DIRECTORY_COPY, TALENT_SORT_LABELS } from "@/lib/content/directory";
import type { ZonedHours } from "@/lib/remote/overlap";

const field = filterFieldClass;
const label = filterLabelClass;

type Props = { values: Record<string, string>; teamHours: ZonedHours | null };

function NumberInput({
  name,
  text,
  values,
  step = 1,
  max,
  disabled,
}: {
  name: string;
  text: string;
  values: Record<string, string>;
  step?: number;
  max?: number;
  disabled?: boolean;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`filter-${name}`}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step={step}
        name={name}
        defaultValue={values[name] ?? ""}
        disabled={disabled}
        className={field}
      />
    </div>
  );
}

export const teamHoursText = (hours: ZonedHours) =>
  `${hours.start}–${hours.end} (${hours.timezone.replaceAll("_", " ")})`;

/** The note under the overlap filter: the team hours it uses, or where to set them. */
function TeamHoursNote({ teamHours }: { teamHours: ZonedHours | null }) {
  return (
    <p className="col-span-2 text-sm text-ink-muted lg:col-span-4">
      {teamHours ? DIRECTORY_COPY.teamHoursNote(teamHoursText(teamHours)) : DIRECTORY_COPY.noTeamHours}{" "}
      <Link
        href="/recruiter/company#team-hours"
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {teamHours ? DIRECTORY_COPY.changeTeamHours : DIRECTORY_COPY.setTeamHours}
      </Link>
    </p>
  );
}

/** The directory's filters: a GET form (next/form navigates in place), so every search has its own URL. */
export function TalentFilters({ values, teamHours }: Props) {
  const sorts = Object.entries(TALENT_SORT_LABELS).filter(([sort]) => teamHours || sort !== "overlap");
  return (
    <Form action="/recruiter/talent" role="search" aria-label="Filter talent" className={cardClass("p-5 shadow-sm")}>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 lg:grid-cols-4">
        <div className="col-span-2">
          <label htmlFor="filter-q" className={label}>
            {DIRECTORY_COPY.searchLabel}
          </label>
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={values.q ?? ""}
            placeholder={DIRECTORY_COPY.searchPlaceholder}
            className={field}
          />
        </div>
        <div className="col-span-2">
          <label htmlFor="filter-skills" className={label}>
            {DIRECTORY_COPY.skills} <span className="font-normal text-ink-muted">({DIRECTORY_COPY.skillsHint})</span>
          </label>
          <input
            id="filter-skills"
            name="skills"
            defaultValue={values.skills ?? ""}
            placeholder={DIRECTORY_COPY.skillsPlaceholder}
            className={field}
          />
        </div>
        <Select
          name="category"
          text={DIRECTORY_COPY.category}
          values={values}
          options={[
            ["", DIRECTORY_COPY.anyCategory],
            ...CATEGORIES.map((c): [string, string] => [String(c.id), c.name]),
          ]}
        />
        <Select
          name="availability"
          text={DIRECTORY_COPY.availability}
          values={values}
          options={[["", DIRECTORY_COPY.anyAvailability], ...Object.entries(AVAILABILITY_LABELS)]}
        />
        <NumberInput name="rate_min" text={DIRECTORY_COPY.rateMin} values={values} />
        <NumberInput name="rate_max" text={DIRECTORY_COPY.rateMax} values={values} />
        <Select
          name="country"
          text={DIRECTORY_COPY.country}
          values={values}
          options={[["", DIRECTORY_COPY.anyCountry], ...countryOptions]}
        />
        <NumberInput
          name="min_overlap_hours"
          text={DIRECTORY_COPY.minOverlap}
          values={values}
          step={0.5}
          max={24}
          disabled={!teamHours}
        />
        <Select name="sort" text={DIRECTORY_COPY.sort} values={values} options={sorts} />
        <TeamHoursNote teamHours={teamHours} />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <button type="submit" className={buttonClass("primary", "md")}>
          {DIRECTORY_COPY.submit}
        </button>
        <Link href="/recruiter/talent" className={buttonClass("ghost", "md")}>
          {DIRECTORY_COPY.clear}
        </Link>
      </div>
    </Form>
  );
}
