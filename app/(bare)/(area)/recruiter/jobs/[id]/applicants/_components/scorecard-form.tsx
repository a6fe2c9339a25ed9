"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { saveFeedbackRequest } from "@/lib/api/interviews";
import { RECOMMENDATION_LABELS, SCORECARD_COPY } from "@/lib/content/interviews";
import {
  INTERVIEW_RECOMMENDATIONS,
  SCORE_MAX,
  SCORE_MIN,
  SCORECARD_CRITERIA,
  SCORECARD_NOTES_MAX,
  type ScorecardCriterion,
} from "@/lib/interviews/scorecard";
import type { InterviewFeedback } from "@/lib/validation/interview-feedback";
import { z } from "@/lib/validation/zod";

const score = (criterion: ScorecardCriterion) => {
  const message = SCORECARD_COPY.scoreRequired(SCORECARD_COPY.criteria[criterion]);
  return z.coerce.number({ error: message }).int(message).min(SCORE_MIN, message).max(SCORE_MAX, message);
};
const scorecardSchema = z.object({
  communication: score("communication"),
  skills: score("skills"),
  hours_fit: score("hours_fit"),
  overall: score("overall"),
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS, { error: SCORECARD_COPY.recommendationRequired }),
  notes: z.string().max(SCORECARD_NOTES_MAX),
});
type ScorecardInput = z.input<typeof scorecardSchema>;
type ScorecardValues = z.output<typeof scorecardSchema>;

type Props = { interviewId: number; saved: InterviewFeedback | null; onSaved: () => void };

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/** The company's private scorecard of a held interview; saving again replaces it. */
export function ScorecardForm({ interviewId, saved, onSaved }: Props) {
  const { register, handleSubmit, formState } = useForm<ScorecardInput, unknown, ScorecardValues>({
    resolver: zodResolver(scorecardSchema),
    defaultValues: saved
      ? {
          communication: String(saved.communication),
          skills: String(saved.skills),
          hours_fit: String(saved.hours_fit),
          overall: String(saved.overall),
          recommendation: saved.recommendation,
          notes: saved.notes,
        }
      : { notes: "" },
  });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { errors, isSubmitting } = formState;
  const firstError = SCORECARD_CRITERIA.map((c) => errors[c]?.message).find(Boolean) ?? errors.recommendation?.message;
  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await saveFeedbackRequest(interviewId, { ...values, notes: values.notes.trim() });
      setResult({ ok: true, text: SCORECARD_COPY.saved });
      onSaved();
    } catch (failure) {
      setResult({ ok: false, text: apiErrorMessage(failure, SCORECARD_COPY.failed) });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`scorecard-${interviewId}`}
      className="mt-3 border-t border-slate-200 pt-3"
    >
      <h4 id={`scorecard-${interviewId}`} className="text-sm font-semibold text-ink">
        {SCORECARD_COPY.heading}
      </h4>
      <p className="text-xs text-ink-muted">{SCORECARD_COPY.intro}</p>
      <div className="mt-2 flex flex-col gap-2">
        {SCORECARD_CRITERIA.map((criterion) => (
          <fieldset key={criterion} className="flex flex-wrap items-center justify-between gap-2">
            <legend className="float-left text-sm text-ink">{SCORECARD_COPY.criteria[criterion]}</legend>
            <div className="flex gap-1">
              {SCORES.map((value) => (
                <label key={value} title={SCORECARD_COPY.scale[value - 1]} className="cursor-pointer">
                  <input type="radio" value={value} className="peer sr-only" {...register(criterion)} />
                  <span className="inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-sm font-semibold text-ink peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500">
                    {value}
                    <span className="sr-only"> – {SCORECARD_COPY.scale[value - 1]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div>
          <label htmlFor={`recommendation-${interviewId}`} className="text-sm text-ink">
            {SCORECARD_COPY.recommendation}
          </label>
          <select
            id={`recommendation-${interviewId}`}
            defaultValue=""
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink"
            {...register("recommendation")}
          >
            <option value="" disabled>
              …
            </option>
            {INTERVIEW_RECOMMENDATIONS.map((value) => (
              <option key={value} value={value}>
                {RECOMMENDATION_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`scorecard-notes-${interviewId}`} className="text-sm text-ink">
            {SCORECARD_COPY.notes}
          </label>
          <textarea
            id={`scorecard-notes-${interviewId}`}
            rows={3}
            maxLength={SCORECARD_NOTES_MAX}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink"
            {...register("notes")}
          />
        </div>
        {firstError ? (
          <p role="alert" className="text-sm text-red-700">
            {firstError}
          </p>
        ) : null}
        {result ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={`text-sm ${result.ok ? "text-emerald-700" : "text-red-700"}`}
          >
            {result.text}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClass("primary", "sm", "self-start disabled:opacity-60")}
        >
          {isSubmitting ? SCORECARD_COPY.saving : saved ? SCORECARD_COPY.update : SCORECARD_COPY.save}
        </button>
      </div>
    </form>
  );
}
