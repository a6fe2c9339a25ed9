"use client";

import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";

import { TextField } from "@/components/ui/field";
import { OFFER_FORM_COPY } from "@/lib/content/offers";
import { errorAt } from "@/lib/offers/form-errors";
import { formatMoney, parseMinorUnits } from "@/lib/offers/money";
import type { OfferFormValues, OfferRequest } from "@/lib/offers/offer-form";
import { MILESTONES_MAX } from "@/lib/validation/offers";

type Props = {
  control: Control<OfferFormValues, unknown, OfferRequest>;
  register: UseFormRegister<OfferFormValues>;
  errors: FieldErrors<OfferFormValues>;
  currency: string;
};

/** A project's named milestones, added and removed row by row, with their running sum against the rate. */
export function MilestoneFields({ control, register, errors, currency }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: "milestones" });
  const [rows, rate] = useWatch({ control, name: ["milestones", "rate"] });
  const amounts = rows.map((row) => parseMinorUnits(row.amount, currency) ?? 0);
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  const total = parseMinorUnits(rate, currency);
  const listError = errorAt(errors, "milestones");
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{OFFER_FORM_COPY.milestones}</legend>
      <p className="text-xs text-ink-muted">{OFFER_FORM_COPY.milestonesHint}</p>
      <ol className="mt-2 flex flex-col gap-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-start"
          >
            <TextField
              id={`milestone-${index}-name`}
              className="col-span-2 sm:col-span-1"
              label={OFFER_FORM_COPY.milestoneName(index + 1)}
              error={errorAt(errors, `milestones.${index}.name`)}
              {...register(`milestones.${index}.name`)}
            />
            <TextField
              id={`milestone-${index}-amount`}
              label={OFFER_FORM_COPY.milestoneAmount(index + 1)}
              inputMode="decimal"
              error={
                errorAt(errors, `milestones.${index}.amount`) ?? errorAt(errors, `milestones.${index}.amount_minor`)
              }
              {...register(`milestones.${index}.amount`)}
            />
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={OFFER_FORM_COPY.removeMilestone(index + 1)}
              className="mb-0.5 inline-flex size-10 sm:mt-6 items-center justify-center rounded-full text-ink-muted hover:bg-slate-100 hover:text-red-700"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ol>
      {fields.length > 0 ? (
        <p aria-live="polite" className="mt-2 text-xs text-ink-muted">
          {OFFER_FORM_COPY.milestoneSum(
            formatMoney(sum, currency),
            total === null ? "—" : formatMoney(total, currency),
          )}
        </p>
      ) : null}
      {listError ? <p className="mt-1 text-sm text-red-700">{listError}</p> : null}
      {fields.length < MILESTONES_MAX ? (
        <button
          type="button"
          onClick={() => append({ name: "", amount: "" })}
          className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {OFFER_FORM_COPY.addMilestone}
        </button>
      ) : null}
    </fieldset>
  );
}
