"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { isAxiosError } from "axios";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { describedBy, Field, inputClass, TextareaField } from "@/components/ui/field";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { moveVettingRequest } from "@/lib/api/manage-vetting";
import { VETTING_DETAIL_COPY as COPY, moveLabel } from "@/lib/content/manage-vetting";
import type { RubricCriterion } from "@/lib/vetting/rubrics";
import type { VettingStage } from "@/lib/vetting/stages";
import {
  emptyMoveValues,
  moveRequest,
  vettingMoveFormSchema,
  type VettingMoveValues,
} from "@/lib/vetting/vetting-move-form";

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

const dangerButton =
  "inline-flex h-11 items-center justify-center rounded-full bg-red-600 px-5 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60";

const nextDay = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The rubric's scores, the reason, the reapply date and a private note, sent with the move of the button pressed. */
export function VettingMoveForm({ talentId, stage, allowedMoves, rubric, today }: Props) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resolver = useMemo(() => zodResolver(vettingMoveFormSchema(rubric, today)), [rubric, today]);
  const { register, handleSubmit, setValue, setError, reset, control, formState } = useForm<VettingMoveValues>({
    resolver,
    defaultValues: emptyMoveValues(rubric),
  });
  const { errors, isSubmitting } = formState;
  const pending = useWatch({ control, name: "stage" });

  const send = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await moveVettingRequest(talentId, moveRequest(values, stage));
      reset(emptyMoveValues(rubric));
      setOutcome({ tone: "success", message: COPY.moved(values.stage as VettingStage) });
      router.refresh();
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      const fields = Object.entries(apiFieldErrors(error)).filter(([key]) => key !== "stage" && key !== "from_stage");
      for (const [key, messages] of fields) setError(key as Path<VettingMoveValues>, { message: messages[0] });
      if (fields.length === 0 || status !== 422)
        setOutcome({ tone: "error", message: apiErrorMessage(error, COPY.moveFailed) });
      if (status === 409) router.refresh();
    }
  });
  const submitAs = (target: VettingStage) => {
    setValue("stage", target);
    void send();
  };

  if (allowedMoves.length === 0) return <p className="text-sm text-ink-muted">{COPY.finished}</p>;
  const canDecline = allowedMoves.includes("declined");

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{COPY.decideHint}</p>
      {rubric.map((criterion) => (
        <ScoreField
          key={criterion.key}
          name={criterion.key}
          label={criterion.label}
          registration={register(`scores.${criterion.key}`)}
          error={errors.scores?.[criterion.key]?.message}
        />
      ))}
      <TextareaField
        id="move-reason"
        label={COPY.reason}
        hint={COPY.reasonHint}
        error={errors.reason?.message}
        rows={3}
        {...register("reason")}
      />
      {canDecline ? (
        <Field id="move-reapply" label={COPY.reapply} hint={COPY.reapplyHint} error={errors.reapply_after?.message}>
          <input
            id="move-reapply"
            type="date"
            min={nextDay(today)}
            className={`${inputClass} sm:max-w-xs`}
            {...describedBy("move-reapply", errors.reapply_after?.message, COPY.reapplyHint)}
            {...register("reapply_after")}
          />
        </Field>
      ) : null}
      <TextareaField
        id="move-note"
        label={COPY.note}
        hint={COPY.noteHint}
        error={errors.note?.message}
        rows={2}
        {...register("note")}
      />
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
