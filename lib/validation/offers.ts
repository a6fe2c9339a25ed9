import {
  CONTRACT_TYPES,
  NOTICE_DAYS_DEFAULT,
  NOTICE_DAYS_MAX,
  TRIAL_DAYS_DEFAULT,
  TRIAL_DAYS_MAX,
} from "@/lib/engagements/states";
import { SHOWN_OFFER_STATUSES } from "@/lib/offers/states";

import { CURRENCIES } from "./client-jobs";
import { overlapInputSchema } from "./jobs-remote";
import { z } from "./zod";

export const OFFER_MESSAGE_MAX = 2_000;
export const DECLINE_REASON_MAX = 500;
export const MILESTONES_MAX = 10;
export const MILESTONE_NAME_MAX = 120;
/** 10,000,000.00 in any of the board's currencies: far above any real rate, far below integer overflow. */
export const AMOUNT_MINOR_MAX = 1_000_000_000;
export const WEEKLY_HOURS_CAP_MAX = 60;

const amountMinor = (label: string) =>
  z
    .number({ error: `The ${label} must be a number of minor units (cents).` })
    .int({ error: `The ${label} must be a whole number of minor units (cents).` })
    .min(1, { error: `The ${label} must be at least 1.` })
    .max(AMOUNT_MINOR_MAX, { error: `The ${label} may not be greater than ${AMOUNT_MINOR_MAX}.` });

export const weeklyHoursCap = z
  .number({ error: "The weekly hour cap must be a number of hours." })
  .int({ error: "The weekly hour cap must be a whole number of hours." })
  .min(1, { error: "The weekly hour cap must be at least 1 hour." })
  .max(WEEKLY_HOURS_CAP_MAX, { error: `The weekly hour cap may not be more than ${WEEKLY_HOURS_CAP_MAX} hours.` });

export const milestoneInputSchema = z.strictObject({
  name: z
    .string({ error: "Each milestone needs a name." })
    .trim()
    .min(1, { error: "Each milestone needs a name." })
    .max(MILESTONE_NAME_MAX, { error: `A milestone's name may not be longer than ${MILESTONE_NAME_MAX} characters.` }),
  amount_minor: amountMinor("milestone's amount"),
});

const days = (label: string, max: number, fallback: number) =>
  z
    .number({ error: `The ${label} must be a number of days.` })
    .int({ error: `The ${label} must be a whole number of days.` })
    .min(0, { error: `The ${label} may not be negative.` })
    .max(max, { error: `The ${label} may not be more than ${max} days.` })
    .default(fallback);

/**
 * POST /api/client/applications/{id}/offers. The currency is the job's. `rate_minor` is per hour (`hourly`, with a
 * `weekly_hours_cap`), the whole amount (`project`, optionally split into milestones that sum to it) or per month
 * (`full_time`). `overlap` defaults to the job's required overlap; `null` sends none.
 */
export const offerRequestSchema = z
  .strictObject({
    contract_type: z.enum(CONTRACT_TYPES, { error: `The contract type must be one of: ${CONTRACT_TYPES.join(", ")}.` }),
    rate_minor: amountMinor("rate"),
    weekly_hours_cap: weeklyHoursCap.optional(),
    milestones: z
      .array(milestoneInputSchema, { error: "The milestones must be a list." })
      .max(MILESTONES_MAX, { error: `Give at most ${MILESTONES_MAX} milestones.` })
      .default([]),
    start_date: z.iso.date({ error: "The start date must be a date (YYYY-MM-DD)." }),
    trial_days: days("trial", TRIAL_DAYS_MAX, TRIAL_DAYS_DEFAULT),
    notice_days: days("notice period", NOTICE_DAYS_MAX, NOTICE_DAYS_DEFAULT),
    overlap: overlapInputSchema.nullable().optional(),
    message: z
      .string({ error: "The message must be text." })
      .trim()
      .max(OFFER_MESSAGE_MAX, { error: `The message may not be longer than ${OFFER_MESSAGE_MAX} characters.` })
      .optional(),
  })
  .refine((offer) => (offer.contract_type === "hourly") === (offer.weekly_hours_cap !== undefined), {
    path: ["weekly_hours_cap"],
    error: "An hourly offer needs a weekly hour cap; other contract types take none.",
  })
  .refine((offer) => offer.contract_type === "project" || offer.milestones.length === 0, {
    path: ["milestones"],
    error: "Only a project offer has milestones.",
  })
  .refine(
    (offer) =>
      offer.milestones.length === 0 ||
      offer.milestones.reduce((sum, m) => sum + m.amount_minor, 0) === offer.rate_minor,
    { path: ["milestones"], error: "The milestones must add up to the project's amount." },
  )
  .describe(
    "An hourly offer needs weekly_hours_cap; only a project offer has milestones, which add up to rate_minor. " +
      "start_date is a day in the company's time zone, from 60 days ago to 365 days ahead (422 outside).",
  );
export type OfferRequest = z.output<typeof offerRequestSchema>;
/** What a form sends: the defaulted fields may be left out. */
export type OfferRequestInput = z.input<typeof offerRequestSchema>;

/** POST /api/talent/offers/{id}/decline */
export const declineOfferRequestSchema = z.strictObject({
  reason: z
    .string({ error: "Give a reason." })
    .trim()
    .min(1, { error: "Give a reason." })
    .max(DECLINE_REASON_MAX, { error: `The reason may not be longer than ${DECLINE_REASON_MAX} characters.` }),
});
export type DeclineOfferRequest = z.input<typeof declineOfferRequestSchema>;

export const overlapSchema = z.object({
  timezone: z.string(),
  start: z.string().describe("HH:MM"),
  end: z.string().describe("HH:MM"),
  min_hours: z.number().int(),
});

export const milestoneSchema = z.object({ name: z.string(), amount_minor: z.number().int() });

/** The terms an offer carries and its engagement keeps. */
export const termsShape = {
  contract_type: z.enum(CONTRACT_TYPES),
  currency: z.enum(CURRENCIES),
  rate_minor: z.number().int().describe("Per hour (hourly), in all (project) or per month (full_time), minor units"),
  weekly_hours_cap: z.number().int().nullable().describe("Hourly only"),
  milestones: z.array(milestoneSchema).describe("Project only; may be empty"),
  start_date: z.iso.date().describe("A day in the company's time zone"),
  trial_days: z.number().int(),
  notice_days: z.number().int(),
  overlap: overlapSchema.nullable().describe("The required overlap written into the terms"),
};

export const partiesShape = {
  application_id: z.number().int().describe("Also the conversation's id"),
  job: z.object({ id: z.number().int(), title: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string(), timezone: z.string() }),
  talent: z.object({ id: z.number().int(), name: z.string(), timezone: z.string() }),
};

export const offerSchema = z.object({
  id: z.number().int(),
  status: z.enum(SHOWN_OFFER_STATUSES).describe("`expired`: sent and past expires_at"),
  ...termsShape,
  ...partiesShape,
  message: z.string().nullable(),
  sent_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  answered_at: z.iso.datetime().nullable(),
  decline_reason: z.string().nullable(),
  engagement_id: z.number().int().nullable().describe("Set once accepted"),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerAnswerSchema = z.object({ data: offerSchema });
export const offersAnswerSchema = z.object({ data: z.array(offerSchema) });
