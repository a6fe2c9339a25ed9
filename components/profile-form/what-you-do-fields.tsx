"use client";

import { CATEGORIES } from "@/lib/content/categories";
import { experienceLabels } from "@/lib/content/jobs";
import { EXPERIENCE_LEVELS } from "@/lib/validation/profile";

import { ProfileSelectField, ProfileTextField } from "./field";

const categoryOptions = CATEGORIES.map((category) => ({ value: String(category.id), label: category.name }));
const levelOptions = EXPERIENCE_LEVELS.map((level) => ({ value: level, label: experienceLabels[level] }));

/** What you do: category, headline, years of experience and level. */
export function WhatYouDoFields() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ProfileSelectField
        name="category_id"
        label="What do you do?"
        options={categoryOptions}
        className="sm:col-span-2"
      />
      <ProfileTextField
        name="headline"
        label="Headline"
        placeholder="e.g. Senior React engineer for fintech products"
        hint="One line recruiters read first."
        className="sm:col-span-2"
      />
      <ProfileTextField
        name="years_experience"
        label="Years of experience"
        type="number"
        inputMode="numeric"
        min={0}
        max={60}
      />
      <ProfileSelectField name="experience_level" label="Experience level" options={levelOptions} />
    </div>
  );
}
