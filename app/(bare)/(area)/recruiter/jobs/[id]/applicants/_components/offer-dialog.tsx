"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { inputClass, TextareaField, TextField } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { sendOfferRequest } from "@/lib/api/offers";
import { CONTRACT_TYPE_LABELS, OFFER_FORM_COPY, RATE_UNIT } from "@/lib/content/offers";
import { CONTRACT_TYPES } from "@/lib/engagements/states";
import { errorAt } from "@/lib/offers/form-errors";
import { offerFormSchema, type OfferFormValues, type OfferRequest } from "@/lib/offers/offer-form";
import type { Offer } from "@/lib/validation/offers";

import { MilestoneFields } from "./milestone-fields";
import { offerFormDefaults, type OfferJob } from "./offer-terms-defaults";
import { OverlapFields } from "./overlap-fields";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  applicationId: number;
  job: OfferJob;
  onSent: (offer: Offer) => void;
};

/** The recruiter writes the terms of an offer: contract, rate, cap or milestones, dates, overlap and a message. */
export function OfferDialog({ open, onOpenChange, name, ...form }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-[60] max-h-[calc(100dvh-1.5rem)] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2 sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-ink">{OFFER_FORM_COPY.title(name)}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">{OFFER_FORM_COPY.intro}</Dialog.Description>
          {open ? <OfferForm {...form} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function OfferForm({ applicationId, job, onSent }: Omit<Props, "open" | "onOpenChange" | "name">) {
  const { register, control, setValue, handleSubmit, formState } = useForm<OfferFormValues, unknown, OfferRequest>({
    resolver: zodResolver(offerFormSchema(job.currency)),
    defaultValues: offerFormDefaults(job),
  });
  const contractType = useWatch({ control, name: "contract_type" });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      onSent(await sendOfferRequest(applicationId, request));
    } catch (error) {
      setFailure(apiErrorMessage(error, OFFER_FORM_COPY.failed));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="offer-contract-type" className="block text-sm font-medium text-ink">
            {OFFER_FORM_COPY.contractType}
          </label>
          <select id="offer-contract-type" {...register("contract_type")} className={inputClass}>
            {CONTRACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTRACT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="offer-rate"
          inputMode="decimal"
          autoComplete="off"
          label={OFFER_FORM_COPY.rate(job.currency, RATE_UNIT[contractType])}
          error={errorAt(errors, "rate") ?? errorAt(errors, "rate_minor")}
          {...register("rate")}
        />
        {contractType === "hourly" ? (
          <TextField
            id="offer-cap"
            inputMode="numeric"
            label={OFFER_FORM_COPY.cap}
            error={errorAt(errors, "weekly_hours_cap")}
            {...register("weekly_hours_cap")}
          />
        ) : null}
        <TextField
          id="offer-start"
          type="date"
          label={OFFER_FORM_COPY.startDate}
          error={errorAt(errors, "start_date")}
          {...register("start_date")}
        />
        <TextField
          id="offer-trial"
          inputMode="numeric"
          label={OFFER_FORM_COPY.trialDays}
          error={errorAt(errors, "trial_days")}
          {...register("trial_days")}
        />
        <TextField
          id="offer-notice"
          inputMode="numeric"
          label={OFFER_FORM_COPY.noticeDays}
          error={errorAt(errors, "notice_days")}
          {...register("notice_days")}
        />
      </div>
      {contractType === "project" ? (
        <MilestoneFields control={control} register={register} errors={errors} currency={job.currency} />
      ) : null}
      <OverlapFields control={control} register={register} setValue={setValue} errors={errors} />
      <TextareaField id="offer-message" rows={3} label={OFFER_FORM_COPY.message} {...register("message")} />
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close type="button" className={buttonClass("ghost", "md")}>
          {OFFER_FORM_COPY.cancel}
        </Dialog.Close>
        <button type="submit" disabled={isSubmitting} className={buttonClass("primary", "md", "disabled:opacity-60")}>
          {isSubmitting ? OFFER_FORM_COPY.sending : OFFER_FORM_COPY.send}
        </button>
      </div>
    </form>
  );
}
