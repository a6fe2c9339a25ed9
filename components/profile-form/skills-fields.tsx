"use client";

import { useController, useFormContext, useWatch } from "react-hook-form";

import { describedBy, FieldError, FieldHint } from "@/components/ui/field";
import { findCategory } from "@/lib/content/categories";
import { MIN_SKILLS } from "@/lib/profiles/completeness";
import type { ProfileFormValues } from "@/lib/profiles/profile-form";
import type { Skill } from "@/lib/validation/catalog";

import { useCatalogue } from "./catalogue-context";
import { CatalogueProblem } from "./catalogue-problem";
import { useFieldError } from "./field";
import { SkillTypeahead } from "./skill-typeahead";

function SkillChips({ names, onRemove }: { names: readonly string[]; onRemove: (name: string) => void }) {
  if (names.length === 0) return null;
  return (
    <ul aria-label="Your other skills" className="mt-3 flex flex-wrap gap-2">
      {names.map((name) => (
        <li
          key={name}
          className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
        >
          {name}
          <button
            type="button"
            onClick={() => onRemove(name)}
            aria-label={`Remove ${name}`}
            className="inline-flex size-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Skills: the category's own (checkboxes) and free ones (a typeahead on the skill catalogue). */
export function SkillsFields({ categoryHint }: { categoryHint: string }) {
  const { control } = useFormContext<ProfileFormValues>();
  const categoryId = Number(useWatch({ control, name: "category_id" })) || undefined;
  const catalogue = useCatalogue("skills", categoryId);
  const skills = useController({ control, name: "skills" });
  const custom = useController({ control, name: "custom_skills" });
  const skillsError = useFieldError("skills");
  const customError = useFieldError("custom_skills");
  const error = skillsError ?? customError;
  const hint = `Choose at least ${MIN_SKILLS}: a complete profile needs them.`;

  const toggle = (id: number) =>
    skills.field.onChange(
      skills.field.value.includes(id) ? skills.field.value.filter((v) => v !== id) : [...skills.field.value, id],
    );

  const add = (name: string, skill?: Skill) => {
    const inCategory = skill && catalogue.items?.some((item) => item.id === skill.id);
    if (inCategory && skill) {
      if (!skills.field.value.includes(skill.id)) skills.field.onChange([...skills.field.value, skill.id]);
    } else custom.field.onChange([...custom.field.value, name]);
  };

  const count = skills.field.value.length + custom.field.value.length;
  return (
    <fieldset id="skills" {...describedBy("skills", error, hint)} className="space-y-5">
      <legend className="sr-only">Skills</legend>
      <FieldHint id="skills">{hint}</FieldHint>
      <div>
        <p className="text-sm font-medium text-ink">
          {categoryId ? `${findCategory(categoryId)?.name} skills` : "Skills of your field"}
        </p>
        {!categoryId ? <p className="mt-1 text-sm text-ink-muted">{categoryHint}</p> : null}
        <CatalogueProblem catalogue={catalogue} what="skills" />
        {catalogue.items ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {catalogue.items.map((skill) => (
              <label
                key={skill.id}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40"
              >
                <input
                  type="checkbox"
                  ref={skills.field.ref}
                  checked={skills.field.value.includes(skill.id)}
                  onChange={() => toggle(skill.id)}
                  className="size-4 accent-brand-600"
                />
                {skill.name}
              </label>
            ))}
          </div>
        ) : null}
      </div>
      <div>
        <SkillTypeahead
          chosen={custom.field.value}
          onAdd={add}
          describedBy={error ? "skills-error" : undefined}
          invalid={Boolean(error)}
        />
        <SkillChips
          names={custom.field.value}
          onRemove={(name) => custom.field.onChange(custom.field.value.filter((v) => v !== name))}
        />
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {count === 1 ? "1 skill chosen" : `${count} skills chosen`}
      </p>
      <FieldError id="skills" message={error} />
    </fieldset>
  );
}
