import { ENGAGEMENT_ACTIONS } from "@/lib/engagements/actions";
import { CONTRACT_TYPES } from "@/lib/engagements/states";

import { END_REASON_MAX } from "./engagements";
import { weeklyHoursCap } from "./offers";
import { z } from "./zod";

export const ENGAGEMENT_ACTION_STATES = ["ready", "used", "expired", "ended", "changed_hands"] as const;
export type EngagementActionState = (typeof ENGAGEMENT_ACTION_STATES)[number];

export const engagementActionTokenParamSchema = z.object({
  token: z.string().min(40).max(120).describe("The single-use token of a weekly summary's link"),
});

/** POST /api/engagement-actions/{token}: the reason for "end", the lower cap for "reduce". */
export const engagementActionRequestSchema = z
  .strictObject({
    reason: z
      .string({ error: "Give a reason." })
      .trim()
      .min(1, { error: "Give a reason." })
      .max(END_REASON_MAX, { error: `The reason may not be longer than ${END_REASON_MAX} characters.` })
      .optional(),
    weekly_hours_cap: weeklyHoursCap.optional(),
  })
  .describe(
    "An end link takes `reason` (the last day is the earliest allowed: today in the trial, else today + notice); " +
      "a reduce link takes `weekly_hours_cap`, lower than this week's, from next Monday (422 otherwise).",
  );
export type EngagementActionRequest = z.input<typeof engagementActionRequestSchema>;

export const engagementActionViewSchema = z.object({
  action: z.enum(ENGAGEMENT_ACTIONS),
  state: z.enum(ENGAGEMENT_ACTION_STATES),
  engagement_id: z.number().int(),
  talent_name: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  contract_type: z.enum(CONTRACT_TYPES),
  weekly_hours_cap: z.number().int().nullable().describe("This week's cap (hourly)"),
  next_weekly_hours_cap: z.number().int().nullable(),
  next_cap_from: z.string().nullable(),
  notice_days: z.number().int(),
  trial_ends_on: z.string().nullable(),
  ended_on: z.string().nullable(),
  earliest_end_date: z.string().describe("The last day an end set today gets"),
  reduce_from: z.string().describe("The Monday a lower cap applies from"),
  expires_at: z.string(),
});
export type EngagementActionView = z.infer<typeof engagementActionViewSchema>;

export const engagementActionAnswerSchema = z.object({ data: engagementActionViewSchema });
