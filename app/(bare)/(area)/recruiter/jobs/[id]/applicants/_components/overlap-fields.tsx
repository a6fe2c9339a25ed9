"use client";

import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";

import { TextField } from "@/components/ui/field";
import { OFFER_FORM_COPY } from "@/lib/content/offers";
import { errorAt } from "@/lib/offers/form-errors";
import type { OfferFormValues, OfferRequest } from "@/lib/offers/offer-form";
import { zoneCity } from "@/lib/remote/local-label";

import { fallbackOverlap } from "./offer-terms-defaults";

type Props = {
  control: Control<OfferFormValues, unknown, OfferRequest>;
  register: UseFormRegister<OfferFormValues>;
  setValue: UseFormSetValue<OfferFormValues>;
  errors: FieldErrors<OfferFormValues>;
};

/** The working hours the talent's day must share, prefilled from the job; editable, removable, addable again. */
export function OverlapFields({ control, register, setValue, errors }: Props) {
  const overlap = useWatch({ control, name: "overlap" });
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{OFFER_FORM_COPY.overlap}</legend>
      {overlap ? (
        <>
          <p className="text-xs text-ink-muted">
            {OFFER_FORM_COPY.overlapHint} {OFFER_FORM_COPY.overlapZone(zoneCity(overlap.timezone))}
          </p>
          <div className="mt-2 grid grid-cols-3 gap-2">
            <TextField
              id="overlap-start"
              type="time"
              label={OFFER_FORM_COPY.overlapStart}
              error={errorAt(errors, "overlap.start")}
              {...register("overlap.start")}
            />
            <TextField
              id="overlap-end"
              type="time"
              label={OFFER_FORM_COPY.overlapEnd}
              error={errorAt(errors, "overlap.end")}
              {...register("overlap.end")}
            />
            <TextField
              id="overlap-min"
              inputMode="numeric"
              label={OFFER_FORM_COPY.overlapMin}
              error={errorAt(errors, "overlap.min_hours")}
              {...register("overlap.min_hours")}
            />
          </div>
          <button
            type="button"
            onClick={() => setValue("overlap", null)}
            className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-red-700 hover:underline"
          >
            {OFFER_FORM_COPY.removeOverlap}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setValue("overlap", fallbackOverlap())}
          className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {OFFER_FORM_COPY.addOverlap}
        </button>
      )}
    </fieldset>
  );
}
