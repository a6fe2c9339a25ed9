"use client";

import { useState } from "react";
import { get, useController, useFormContext, useWatch } from "react-hook-form";

import { SkillTypeahead } from "@/components/profile-form/skill-typeahead";
import { describedBy, FieldError, FieldHint } from "@/components/ui/field";
import { JOB_EDITOR_COPY as COPY } from "@/lib/content/recruiter-jobs";

import type { JobFormValues } from "./job-form-schema";
import { useCategorySkills } from "./use-category-skills";

const MAX_SKILLS = 15;
// The catalogue lists a category's most asked-for skills first; the rest wait behind "Show all".
const FIRST_SHOWN = 12;
const chip =
  "flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40";

/** A job's skills, kept as names: the category's own (checkboxes) and any other from the skill catalogue (typeahead). */
export function JobSkillsField() {
  const { control, formState } = useFormContext<JobFormValues>();
  const categoryId = Number(useWatch({ control, name: "category_id" })) || undefined;
  const category = useCategorySkills(categoryId);
  const { field } = useController({ control, name: "skills" });
  const chosen = field.value;
  const error = messageOf(get(formState.errors, "skills"));
  const lower = new Set(chosen.map((name) => name.toLowerCase()));
  const full = chosen.length >= MAX_SKILLS;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll
    ? category.skills
    : category.skills.filter((skill, index) => index < FIRST_SHOWN || lower.has(skill.name.toLowerCase()));

  const add = (name: string) => {
    if (!lower.has(name.toLowerCase()) && !full) field.onChange([...chosen, name]);
  };
  const remove = (name: string) => field.onChange(chosen.filter((each) => each.toLowerCase() !== name.toLowerCase()));

  return (
    <fieldset id="skills" {...describedBy("skills", error, COPY.skillsHint)} className="space-y-4">
      <legend className="text-sm font-medium text-ink">{COPY.skills}</legend>
      <FieldHint id="skills">{COPY.skillsHint}</FieldHint>
      <div>
        <p className="text-sm font-medium text-ink-muted">{COPY.categorySkills}</p>
        {category.status === "idle" ? <p className="mt-1 text-sm text-ink-muted">{COPY.chooseCategoryFirst}</p> : null}
        {category.status === "loading" ? <p className="mt-1 text-sm text-ink-muted">Loading skills…</p> : null}
        {category.status === "error" ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {COPY.categorySkillsFailed}
          </p>
        ) : null}
        {category.skills.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {shown.map((skill) => {
              const checked = lower.has(skill.name.toLowerCase());
              return (
                <label key={skill.id} className={chip}>
                  <input
                    type="checkbox"
                    ref={field.ref}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() => (checked ? remove(skill.name) : add(skill.name))}
                    className="size-4 accent-brand-600"
                  />
                  {skill.name}
                </label>
              );
            })}
            {shown.length < category.skills.length ? (
              <button
                type="button"
                onClick={() => setShowAll(true)}
                className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {COPY.showAllSkills(category.skills.length)}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <SkillTypeahead
        area="client"
        freeText={false}
        label={COPY.otherSkills}
        chosen={chosen}
        onAdd={add}
        invalid={Boolean(error)}
        describedBy={error ? "skills-error" : undefined}
      />
      {chosen.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-ink-muted">
            {COPY.chosenSkills} ({chosen.length}/{MAX_SKILLS})
          </p>
          <ul aria-label={COPY.chosenSkills} className="mt-2 flex flex-wrap gap-2">
            {chosen.map((name) => (
              <li
                key={name}
                className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
              >
                {name}
                <button
                  type="button"
                  onClick={() => remove(name)}
                  aria-label={`Remove ${name}`}
                  className="inline-flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldError id="skills" message={error} />
    </fieldset>
  );
}

/** The message of a list field's error: its own, or its first item's. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  const first = Object.values(error).find((item) => item && typeof item === "object" && "message" in item);
  return first && typeof first.message === "string" ? first.message : undefined;
}
