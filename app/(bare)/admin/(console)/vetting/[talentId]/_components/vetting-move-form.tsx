"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { isAxiosError } from "axios";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { buttonClass } from "@/components/ui/button-styles";
import { moveVetting } from "@/lib/api/manage-vetting";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { VETTING_DETAIL_COPY as COPY, moveLabel } from "@/lib/content/vetting-console";
import type { RubricCriterion, VettingStage } from "@/lib/vetting/vetting-stages";
import { emptyMoveValues, moveRequest, vettingMoveFormSchema, type VettingMoveValues } from "@/lib/vetting/vetting-move-form";
import { ScoreField } from "./score-field";

type Props = {
  talentId: number;
  stage: VettingStage;
  allowedMoves: readonly VettingStage[];
  rubric: readonly RubricCriterion[];
  /** Today (UTC, YYYY-MM-DD) as the server saw it: the earliest reapply date is the day after. */
  today: string;
};

type Outcome = { tone: "success" | "error"; message: string } | null;

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-600";
const dangerButton =
  "inline-flex h-11 items-center justify-center rounded-full bg-red-600 px-5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60";

const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The rubric's scores, the reason, the reapply date and a private note, sent with the move of the button pressed. */
export function VettingMoveForm({ talentId, stage, allowedMoves, rubric, today }: Props) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resolver = useMemo(() => zodResolver(vettingMoveFormSchema(rubric, today)), [rubric, today]);
  const { register, handleSubmit, setValue, setError, reset, control, formState } = useForm<VettingMoveValues>({ resolver, defaultValues: emptyMoveValues(rubric) });
  const { errors, isSubmitting } = formState;
  const pending = useWatch({ control, name: "stage" });

  const send = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await moveVetting(talentId, moveRequest(values, stage));
      reset(emptyMoveValues(rubric));
      setOutcome({ tone: "success", message: COPY.moved(values.stage as VettingStage) });
      router.refresh();
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      const fields = Object.entries(apiFieldErrors(error)).filter(([key]) => key !== "stage" && key !== "from_stage");
      for (const [key, messages] of fields) setError(key as Path<VettingMoveValues>, { message: messages[0] });
      if (fields.length === 0 || status !== 422) setOutcome({ tone: "error", message: apiErrorMessage(error, COPY.moveFailed) });
      if (status === 409) router.refresh();
    }
  });
  const submitAs = (target: VettingStage) => {
    setValue("stage", target);
    void send();
  };

  if (allowedMoves.length === 0) return <p className="text-sm text-ink-muted">{COPY.finished}</p>;
  const canDecline = allowedMoves.includes("declined");
  const describe = (name: string, hint: boolean, error: boolean) => [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{COPY.decideHint}</p>
      {rubric.map((criterion) => (
        <ScoreField key={criterion.key} name={criterion.key} label={criterion.label} registration={register(`scores.${criterion.key}`)} error={errors.scores?.[criterion.key]?.message} />
      ))}
      <div>
        <label htmlFor="move-reason" className="text-sm font-medium text-ink">
          {COPY.reason}
        </label>
        <p id="move-reason-hint" className="text-xs text-ink-muted">
          {COPY.reasonHint}
        </p>
        <textarea id="move-reason" rows={3} aria-invalid={errors.reason ? true : undefined} aria-describedby={describe("move-reason", true, !!errors.reason)} className={field} {...register("reason")} />
        {errors.reason ? (
          <p id="move-reason-error" className="mt-1 text-sm text-red-700">
            {errors.reason.message}
          </p>
        ) : null}
      </div>
      {canDecline ? (
        <div>
          <label htmlFor="move-reapply" className="text-sm font-medium text-ink">
            {COPY.reapply}
          </label>
          <p id="move-reapply-hint" className="text-xs text-ink-muted">
            {COPY.reapplyHint}
          </p>
          <input id="move-reapply" type="date" min={nextDay(today)} aria-invalid={errors.reapply_after ? true : undefined} aria-describedby={describe("move-reapply", true, !!errors.reapply_after)} className={`${field} sm:max-w-xs`} {...register("reapply_after")} />
          {errors.reapply_after ? (
            <p id="move-reapply-error" className="mt-1 text-sm text-red-700">
              {errors.reapply_after.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor="move-note" className="text-sm font-medium text-ink">
          {COPY.note}
        </label>
        <p id="move-note-hint" className="text-xs text-ink-muted">
          {COPY.noteHint}
        </p>
        <textarea id="move-note" rows={2} aria-invalid={errors.note ? true : undefined} aria-describedby={describe("move-note", true, !!errors.note)} className={field} {...register("note")} />
        {errors.note ? (
          <p id="move-note-error" className="mt-1 text-sm text-red-700">
            {errors.note.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {allowedMoves.map((target) => (
          <button
            key={target}
            type="button"
            disabled={isSubmitting}
            onClick={() => submitAs(target)}
            className={target === "declined" ? dangerButton : buttonClass("primary", "md", "disabled:opacity-60")}
          >
            {isSubmitting && pending === target ? COPY.moving : moveLabel(target)}
          </button>
        ))}
      </div>
      <p role="status" className="text-sm font-medium text-emerald-700 empty:hidden">
        {outcome?.tone === "success" ? outcome.message : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {outcome?.tone === "error" ? outcome.message : ""}
      </p>
    </form>
  );
}
