"use client";

import { useFormContext, useWatch } from "react-hook-form";

import { jobTypeLabels } from "@/lib/content/jobs";
import { availabilityLabels } from "@/lib/content/profile";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import { AVAILABILITY_OPTIONS, CONTRACT_TYPES } from "@/lib/validation/profile";

import { useCatalogue } from "./catalogue-context";
import { CatalogueProblem } from "./catalogue-problem";
import { CheckboxGroup, ProfileSelectField, ProfileTextField } from "./field";

const contractOptions = CONTRACT_TYPES.map((type) => ({ value: type, label: jobTypeLabels[type] }));
const availabilityOptions = AVAILABILITY_OPTIONS.map((value) => ({ value, label: availabilityLabels[value] }));
const byName = (items: readonly { name: string }[] | null) =>
  (items ?? []).map((item) => ({ value: item.name, label: item.name }));

/** What you want: job interests, industries, contracts, rate, hours and availability. */
export function WhatYouWantFields({ categoryHint }: { categoryHint: string }) {
  const { control } = useFormContext<ProfileFormValues>();
  const categoryId = Number(useWatch({ control, name: "category_id" })) || undefined;
  const interests = useCatalogue("jobInterests", categoryId);
  const industries = useCatalogue("industries");

  return (
    <div className="space-y-6">
      <div>
        {categoryId ? (
          <CheckboxGroup name="job_interests" legend="Roles you are interested in" options={byName(interests.items)} />
        ) : (
          <p id="job_interests" className="text-sm text-ink-muted">
            <span className="block font-medium text-ink">Roles you are interested in</span>
            {categoryHint}
          </p>
        )}
        <CatalogueProblem catalogue={interests} what="roles" />
      </div>
      <div>
        <CheckboxGroup name="industries" legend="Industries" options={byName(industries.items)} />
        <CatalogueProblem catalogue={industries} what="industries" />
      </div>
      <CheckboxGroup name="contract_types" legend="Contract types" options={contractOptions} />
      <div className="grid gap-5 sm:grid-cols-2">
        <ProfileTextField
          name="hourly_rate"
          label="Hourly rate (USD)"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          hint="What you charge per hour, in US dollars."
        />
        <ProfileTextField
          name="hours_per_week"
          label="Hours per week"
          type="number"
          inputMode="numeric"
          min={1}
          max={80}
        />
        <ProfileSelectField name="availability" label="Availability" options={availabilityOptions} />
        <ProfileTextField name="available_from" label="Available from" type="date" />
      </div>
    </div>
  );
}
