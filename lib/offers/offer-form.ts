import { OFFER_FORM_COPY } from "@/lib/content/offers";
import { CONTRACT_TYPES, type ContractType } from "@/lib/engagements/states";
import { offerRequestSchema, type OfferRequest } from "@/lib/validation/offers";
import { z } from "@/lib/validation/zod";

import { parseMinorUnits } from "./money";

/** What the offer form holds: text as typed, turned into an {@link OfferRequest} only when it is sent. */
export type OfferFormValues = {
  contract_type: ContractType;
  rate: string;
  weekly_hours_cap: string;
  milestones: { name: string; amount: string }[];
  start_date: string;
  trial_days: string;
  notice_days: string;
  overlap: { timezone: string; start: string; end: string; min_hours: string } | null;
  message: string;
};

/** "14" → 14; anything but digits → NaN, which the request schema turns into its own message. */
const wholeNumber = (text: string): number => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

const formShape = z.object({
  contract_type: z.enum(CONTRACT_TYPES),
  rate: z.string(),
  weekly_hours_cap: z.string(),
  milestones: z.array(z.object({ name: z.string(), amount: z.string() })),
  start_date: z.string(),
  trial_days: z.string(),
  notice_days: z.string(),
  overlap: z.object({ timezone: z.string(), start: z.string(), end: z.string(), min_hours: z.string() }).nullable(),
  message: z.string(),
});

/**
 * The form's text → the request the API takes, checked by the shared {@link offerRequestSchema}. Amounts in the
 * job's currency become integer minor units exactly; only an hourly offer keeps its cap, only a project its milestones.
 */
export function offerFormSchema(currency: string) {
  return formShape
    .transform((form, ctx) => {
      const rate = parseMinorUnits(form.rate, currency);
      if (rate === null) ctx.addIssue({ code: "custom", path: ["rate"], message: OFFER_FORM_COPY.rateInvalid });
      const milestones =
        form.contract_type === "project"
          ? form.milestones.map((milestone, index) => {
              const amount = parseMinorUnits(milestone.amount, currency);
              if (amount === null)
                ctx.addIssue({
                  code: "custom",
                  path: ["milestones", index, "amount"],
                  message: OFFER_FORM_COPY.rateInvalid,
                });
              return { name: milestone.name, amount_minor: amount ?? 0 };
            })
          : [];
      if (ctx.issues.length > 0) return z.NEVER;
      const request: z.input<typeof offerRequestSchema> = {
        contract_type: form.contract_type,
        rate_minor: rate ?? 0,
        milestones,
        start_date: form.start_date,
        trial_days: wholeNumber(form.trial_days),
        notice_days: wholeNumber(form.notice_days),
        overlap: form.overlap ? { ...form.overlap, min_hours: wholeNumber(form.overlap.min_hours) } : null,
      };
      // Left empty, the cap is missing (the schema says an hourly offer needs one), not a wrong number.
      if (form.contract_type === "hourly" && form.weekly_hours_cap.trim())
        request.weekly_hours_cap = wholeNumber(form.weekly_hours_cap);
      if (form.message.trim()) request.message = form.message;
      return request;
    })
    .pipe(offerRequestSchema);
}

export type { OfferRequest };
