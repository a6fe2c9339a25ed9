"use client";

import { useEffect } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";

import { describedBy, Field, FieldError, FieldHint, inputClass } from "@/components/ui/field";
import { COUNTRIES } from "@/lib/content/countries";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import { WORK_TIME_PATTERN, workHoursLength } from "@/lib/profiles/work-hours";

import { ProfileSelectField, ProfileTextField, useFieldError } from "./field";
import { TimeZoneSelect } from "./time-zone-select";
import { browserTimeZone } from "./use-time-zones";

const countryOptions = Object.entries(COUNTRIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

function TimeZoneField() {
  const { control, getFieldState, setValue } = useFormContext<ProfileFormValues>();
  const { field } = useController({ control, name: "timezone" });
  const error = useFieldError("timezone");
  const hint = "Recruiters see your hours in their own time zone.";

  // A profile without a time zone starts with the browser's (after hydration: the server cannot know it).
  useEffect(() => {
    if (!field.value && !getFieldState("timezone").isDirty) setValue("timezone", browserTimeZone());
  }, [field.value, getFieldState, setValue]);

  return (
    <Field id="timezone" label="Time zone" hint={hint} error={error}>
      <TimeZoneSelect id="timezone" {...field} {...describedBy("timezone", error, hint)} />
    </Field>
  );
}

function WorkingHours() {
  const { control, register } = useFormContext<ProfileFormValues>();
  const [start, end] = useWatch({ control, name: ["work_start", "work_end"] });
  const startError = useFieldError("work_start");
  const endError = useFieldError("work_end");
  const valid = WORK_TIME_PATTERN.test(start) && WORK_TIME_PATTERN.test(end) && start !== end;
  const hint = valid
    ? `${workHoursLength({ start, end })} hours a day`
    : "For example 09:00 to 17:00; a range may cross midnight.";
  return (
    <fieldset id="work_hours" aria-describedby="work_hours-hint">
      <legend className="text-sm font-medium text-ink">Working hours, in your time zone</legend>
      <div className="mt-1 grid grid-cols-2 gap-4">
        {(["work_start", "work_end"] as const).map((name) => {
          const error = name === "work_start" ? startError : endError;
          return (
            <div key={name}>
              <label htmlFor={name} className="block text-xs text-ink-muted">
                {name === "work_start" ? "From" : "To"}
              </label>
              <input id={name} type="time" {...register(name)} {...describedBy(name, error)} className={inputClass} />
              <FieldError id={name} message={error} />
            </div>
          );
        })}
      </div>
      <FieldHint id="work_hours">{hint}</FieldHint>
    </fieldset>
  );
}

/** Where and when: country, city, time zone and working hours. */
export function WhereAndWhenFields() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ProfileSelectField name="country" label="Country" options={countryOptions} />
      <ProfileTextField name="city" label="City" autoComplete="address-level2" />
      <div className="sm:col-span-2">
        <TimeZoneField />
      </div>
      <div className="sm:col-span-2">
        <WorkingHours />
      </div>
    </div>
  );
}
