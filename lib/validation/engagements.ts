import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import { ENGAGEMENT_STATUSES } from "@/lib/engagements/states";

import { offerSchema, partiesShape, termsShape, weeklyHoursCap } from "./offers";
import { z } from "./zod";

export const END_REASON_MAX = 1_000;

/** POST /api/{talent|client}/engagements/{id}/end. `would_rehire` is the client's alone. */
export const endEngagementRequestSchema = z
  .strictObject({
    end_date: z.iso.date({ error: "The end date must be a date (YYYY-MM-DD)." }),
    reason: z
      .string({ error: "Give a reason." })
      .trim()
      .min(1, { error: "Give a reason." })
      .max(END_REASON_MAX, { error: `The reason may not be longer than ${END_REASON_MAX} characters.` }),
    would_rehire: z.boolean({ error: "would_rehire must be true or false." }).optional(),
  })
  .describe(
    "end_date is a day in the company's time zone, today or later; after the trial it is no sooner than today + " +
      "notice_days (422). The reason is shown only to the managers and the side that ended.",
  );
export type EndEngagementRequest = z.output<typeof endEngagementRequestSchema>;

/** PATCH /api/client/engagements/{id}: an hourly engagement's cap, from the next week (Monday, company time). */
export const capChangeRequestSchema = z.strictObject({ weekly_hours_cap: weeklyHoursCap });
export type CapChangeRequest = z.input<typeof capChangeRequestSchema>;

export const engagementSchema = z.object({
  id: z.number().int(),
  offer_id: z.number().int(),
  status: z.enum(ENGAGEMENT_STATUSES),
  ...termsShape,
  ...partiesShape,
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    skills: z.array(z.string()).describe("The job's skills as it reads now"),
    overlap_min_hours: z
      .number()
      .int()
      .nullable()
      .describe("The job's required overlap in hours as it reads now; null when it requires none"),
  }),
  started_before_platform: z.boolean().describe("The start date lay in the past when the offer was accepted"),
  trial_ends_on: z.iso.date().nullable().describe("The trial's last day (company time); null with no trial"),
  trial_ends_at: z.iso.datetime().nullable().describe("The end of that day in the company's time zone"),
  in_trial: z.boolean(),
  next_weekly_hours_cap: z
    .number()
    .int()
    .nullable()
    .describe("A lowered or raised cap that applies from next_cap_from"),
  next_cap_from: z.iso.date().nullable(),
  ended_on: z.iso.date().nullable().describe("The last working day, once ending is set (may be ahead)"),
  ended_by: z.enum(MEMBER_KINDS).nullable(),
  end_reason: z.string().nullable().describe("Only to the side that ended it"),
  would_rehire: z.boolean().nullable().describe("Only to the client"),
  created_at: z.iso.datetime(),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const engagementAnswerSchema = z.object({ data: engagementSchema });
export const engagementsAnswerSchema = z.object({ data: z.array(engagementSchema) });
export const acceptOfferAnswerSchema = z.object({
  data: z.object({ offer: offerSchema, engagement: engagementSchema }),
});
