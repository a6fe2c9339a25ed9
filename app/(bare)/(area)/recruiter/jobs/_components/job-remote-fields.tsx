"use client";

import { get, useController, useFormContext, useWatch } from "react-hook-form";

import { TimeZoneSelect } from "@/components/profile-form/time-zone-select";
import { describedBy, Field, FieldError, FieldHint, inputClass } from "@/components/ui/field";
import { COUNTRIES } from "@/lib/content/countries";
import { REMOTE_FIT_COPY as COPY } from "@/lib/content/remote-fit";
import { REGION_IDS, REGION_LABELS } from "@/lib/remote/regions";

import type { JobFormValues } from "./job-form-schema";

const countryOptions = Object.entries(COUNTRIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

function useError(name: keyof JobFormValues): string | undefined {
  const { formState } = useFormContext<JobFormValues>();
  const error: unknown = get(formState.errors, name);
  return error && typeof error === "object" && "message" in error && typeof error.message === "string"
    ? error.message
    : undefined;
}

function CountryPicker() {
  const { control } = useFormContext<JobFormValues>();
  const { field } = useController({ control, name: "hires_countries" });
  const error = useError("hires_countries");
  const add = (code: string) => code && !field.value.includes(code) && field.onChange([...field.value, code]);
  return (
    <div>
      <Field id="hires_countries" label={COPY.addCountry} error={error}>
        <select
          id="hires_countries"
          value=""
          onChange={(event) => add(event.target.value)}
          {...describedBy("hires_countries", error)}
          className={inputClass}
        >
          <option value="">{COPY.chooseCountry}</option>
          {countryOptions.map((option) => (
            <option key={option.value} value={option.value} disabled={field.value.includes(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      {field.value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={COPY.chosenCountries}>
          {field.value.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              {COUNTRIES[code as keyof typeof COUNTRIES] ?? code}
              <button
                type="button"
                onClick={() => field.onChange(field.value.filter((value) => value !== code))}
                className="grid size-7 place-items-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={`${COPY.remove} ${COUNTRIES[code as keyof typeof COUNTRIES] ?? code}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function HiresFrom() {
  const { control, register, setValue } = useFormContext<JobFormValues>();
  const anywhere = useWatch({ control, name: "hires_anywhere" });
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-ink">{COPY.hiresFrom}</legend>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name="hires_anywhere_choice"
            checked={anywhere}
            onChange={() => setValue("hires_anywhere", true, { shouldDirty: true })}
            className="size-4"
          />
          {COPY.anywhere}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name="hires_anywhere_choice"
            checked={!anywhere}
            onChange={() => setValue("hires_anywhere", false, { shouldDirty: true })}
            className="size-4"
          />
          {COPY.specific}
        </label>
      </div>
      {anywhere ? null : (
        <div className="mt-3 grid gap-4 rounded-xl border border-slate-200 p-4">
          <fieldset>
            <legend className="text-sm font-medium text-ink">{COPY.regions}</legend>
            <div className="mt-1 grid grid-cols-1 gap-x-4 min-[390px]:grid-cols-2 sm:grid-cols-3">
              {REGION_IDS.map((region) => (
                <label key={region} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                  <input type="checkbox" value={region} {...register("hires_regions")} className="size-4" />
                  {REGION_LABELS[region]}
                </label>
              ))}
            </div>
          </fieldset>
          <CountryPicker />
        </div>
      )}
    </fieldset>
  );
}

function RequiredOverlap() {
  const { control, register } = useFormContext<JobFormValues>();
  const required = useWatch({ control, name: "overlap_required" });
  const { field: zone } = useController({ control, name: "overlap_timezone" });
  const zoneError = useError("overlap_timezone");
  const minError = useError("overlap_min_hours");
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-ink">{COPY.overlap}</legend>
      <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-ink">
        <input type="checkbox" {...register("overlap_required")} className="size-4" />
        {COPY.requireOverlap}
      </label>
      {required ? (
        <div className="mt-2 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <Field id="overlap_timezone" label={COPY.timezone} error={zoneError} className="sm:col-span-2">
            <TimeZoneSelect id="overlap_timezone" {...zone} {...describedBy("overlap_timezone", zoneError)} />
          </Field>
          <div className="grid grid-cols-2 gap-4 sm:col-span-2">
            {(["overlap_start", "overlap_end"] as const).map((name) => (
              <TimeInput key={name} name={name} label={name === "overlap_start" ? COPY.from : COPY.to} />
            ))}
          </div>
          <Field id="overlap_min_hours" label={COPY.minHours} error={minError}>
            <input
              id="overlap_min_hours"
              type="number"
              inputMode="numeric"
              min={1}
              max={24}
              {...register("overlap_min_hours")}
              {...describedBy("overlap_min_hours", minError)}
              className={inputClass}
            />
          </Field>
          <FieldHint id="overlap">{COPY.overlapHint}</FieldHint>
        </div>
      ) : null}
    </fieldset>
  );
}

function TimeInput({ name, label }: { name: "overlap_start" | "overlap_end"; label: string }) {
  const { register } = useFormContext<JobFormValues>();
  const error = useError(name);
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input id={name} type="time" {...register(name)} {...describedBy(name, error)} className={inputClass} />
      <FieldError id={name} message={error} />
    </div>
  );
}

/** Where the job can hire from and the working hours a talent must share. */
export function JobRemoteFields() {
  return (
    <>
      <HiresFrom />
      <RequiredOverlap />
    </>
  );
}
