import {
  DISPUTE_REASON_MAX,
  ENTRY_DESCRIPTION_MAX,
  ENTRY_MINUTES_MAX,
  MILESTONE_STATUSES,
  TIMESHEET_STATUSES,
} from "@/lib/timesheets/states";

import { optional } from "./fields";
import { z } from "./zod";

const workDate = z.iso
  .date({ error: "The date must be a date (YYYY-MM-DD)." })
  .describe("A day in the talent's time zone: not in the future, not before the engagement's start or after its end");
const minutes = z
  .number({ error: "Minutes must be a whole number from 1 to 1440." })
  .int({ error: "Minutes must be a whole number from 1 to 1440." })
  .min(1, { error: "Minutes must be a whole number from 1 to 1440." })
  .max(ENTRY_MINUTES_MAX, { error: "Minutes must be a whole number from 1 to 1440." });
const description = z
  .string({ error: "Say what was done." })
  .trim()
  .min(1, { error: "Say what was done." })
  .max(ENTRY_DESCRIPTION_MAX, {
    error: `What was done may not be longer than ${ENTRY_DESCRIPTION_MAX} characters.`,
  });

/** POST /api/talent/engagements/{id}/time-entries. */
export const timeEntryRequestSchema = z
  .strictObject({ work_date: workDate, minutes, description })
  .describe(
    "422 when the week (Monday to Sunday, company time) would pass the engagement's weekly cap, or is submitted " +
      "or approved",
  );
export type TimeEntryRequest = z.input<typeof timeEntryRequestSchema>;

/** PATCH /api/talent/engagements/{id}/time-entries/{entry_id}: any of the fields. */
export const timeEntryPatchSchema = z
  .strictObject({ work_date: workDate.optional(), minutes: minutes.optional(), description: description.optional() })
  .refine((patch) => Object.keys(patch).length > 0, { error: "Send work_date, minutes or description." });
export type TimeEntryPatch = z.input<typeof timeEntryPatchSchema>;

/** GET …/time-entries?week=: the entries of the week starting that Monday (company time); without it, all. */
export const timeEntriesQuerySchema = z.object({
  week: optional(z.iso.date({ error: "week must be a date (YYYY-MM-DD)." })),
});

export const timeEntrySchema = z.object({
  id: z.number().int(),
  engagement_id: z.number().int(),
  timesheet_id: z.number().int(),
  work_date: z.iso.date(),
  minutes: z.number().int(),
  description: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;
export const timeEntryAnswerSchema = z.object({ data: timeEntrySchema });
export const timeEntriesAnswerSchema = z.object({ data: z.array(timeEntrySchema) });

/** GET /api/{talent|client}/timesheets?engagement=&status= */
export const timesheetsQuerySchema = z.object({
  engagement: optional(z.coerce.number({ error: "engagement must be an engagement id." }).int().positive()),
  status: optional(z.enum(TIMESHEET_STATUSES, { error: `status is one of ${TIMESHEET_STATUSES.join(", ")}.` })),
});

export const timesheetSchema = z.object({
  id: z.number().int(),
  engagement: z.object({
    id: z.number().int(),
    job_title: z.string(),
    talent: z.object({ id: z.number().int(), name: z.string(), timezone: z.string().nullable() }),
    company: z.object({ id: z.number().int(), name: z.string(), timezone: z.string() }),
  }),
  week_start: z.iso.date().describe("The week's Monday in the company's time zone"),
  week_end: z.iso.date().describe("Its Sunday"),
  status: z.enum(TIMESHEET_STATUSES),
  minutes: z.number().int(),
  weekly_hours_cap: z.number().int().nullable().describe("The cap in force that week"),
  submit_deadline: z.iso
    .datetime()
    .describe("Monday 12:00 company time after the week: an open week with time is submitted then"),
  submitted_at: z.iso.datetime().nullable(),
  auto_submitted: z.boolean(),
  review_deadline: z.iso
    .datetime()
    .nullable()
    .describe("submitted_at + 3 days: neither approved nor disputed by then, the week is approved automatically"),
  reviewed_at: z.iso.datetime().nullable(),
  auto_approved: z.boolean(),
  dispute_reason: z.string().nullable(),
  entries: z.array(timeEntrySchema),
});
export type Timesheet = z.infer<typeof timesheetSchema>;
export const timesheetAnswerSchema = z.object({ data: timesheetSchema });
export const timesheetsAnswerSchema = z.object({ data: z.array(timesheetSchema) });

/** POST /api/client/timesheets/{id}/dispute */
export const disputeRequestSchema = z.strictObject({
  reason: z
    .string({ error: "Say what is wrong with the week." })
    .trim()
    .min(1, { error: "Say what is wrong with the week." })
    .max(DISPUTE_REASON_MAX, { error: `The reason may not be longer than ${DISPUTE_REASON_MAX} characters.` }),
});
export type DisputeRequest = z.input<typeof disputeRequestSchema>;

/** POST /api/talent/engagements/{id}/milestones/{mid}/deliver: an optional note to the client. */
export const deliverMilestoneRequestSchema = z.strictObject({
  note: optional(
    z
      .string()
      .trim()
      .max(DISPUTE_REASON_MAX, { error: `The note may not be longer than ${DISPUTE_REASON_MAX} characters.` }),
  ),
});

export const milestoneSchema = z.object({
  engagement_id: z.number().int(),
  position: z.number().int().describe("1-based place in the engagement's milestones: the {mid} of the calls"),
  name: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(MILESTONE_STATUSES),
  note: z.string().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  approve_by: z.iso.datetime().nullable().describe("delivered_at + 7 days: approved automatically then"),
  approved_at: z.iso.datetime().nullable(),
  auto_approved: z.boolean(),
});
export type MilestoneJson = z.infer<typeof milestoneSchema>;
export const milestoneAnswerSchema = z.object({ data: milestoneSchema });
export const milestonesAnswerSchema = z.object({ data: z.array(milestoneSchema) });
