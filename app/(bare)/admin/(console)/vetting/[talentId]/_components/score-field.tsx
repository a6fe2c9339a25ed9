import type { UseFormRegisterReturn } from "react-hook-form";

import { FieldError, fieldErrorId } from "@/components/ui/field";
import { VETTING_DETAIL_COPY as COPY } from "@/lib/content/manage-vetting";
import { SCORE_MAX, SCORE_MIN } from "@/lib/vetting/rubrics";

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => String(SCORE_MIN + index));

/** One rubric criterion scored 1–5 as a row of radio buttons. */
export function ScoreField({
  name,
  label,
  registration,
  error,
}: {
  name: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = `score-${name}`;
  return (
    <fieldset aria-describedby={error ? fieldErrorId(id) : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{COPY.scoreLegend(label)}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {SCORES.map((score) => (
          <label key={score} className="relative cursor-pointer">
            {/* Invisible but over its circle, so a click or a focus (the first error's) lands on the radio itself. */}
            <input
              type="radio"
              value={score}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
              {...registration}
            />
            <span className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-sm font-semibold text-ink peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:border-brand-500">
              {score}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
