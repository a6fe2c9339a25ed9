import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import { APPLICATION_STAGES } from "@/lib/applications/stages";
import { SHOWN_INTERVIEW_STATUSES } from "@/lib/interviews/states";
import { INTERVIEW_DURATIONS } from "@/lib/remote/interview-slots";

import { PHONE_PATTERN } from "./accounts";
import { z } from "./zod";

export const INTERVIEW_SLOTS_MIN = 3;
export const INTERVIEW_SLOTS_MAX = 10;
export const INTERVIEW_NOTE_MAX = 2_000;
export const CANCEL_REASON_MAX = 500;

const durationMessage = `The duration must be one of ${INTERVIEW_DURATIONS.join(", ")} minutes.`;
const duration = z.coerce
  .number({ error: durationMessage })
  .refine((value) => (INTERVIEW_DURATIONS as readonly number[]).includes(value), durationMessage)
  .transform((value) => value as (typeof INTERVIEW_DURATIONS)[number]);

/** `?duration=` of GET /api/client/applications/{id}/interview-slots */
export const slotsQuerySchema = z.object({ duration });

const instant = z.iso.datetime({ offset: true, error: "Each slot must be an ISO 8601 date-time." });

const slots = z
  .array(instant, { error: "Give the slots to offer." })
  .min(INTERVIEW_SLOTS_MIN, `Offer at least ${INTERVIEW_SLOTS_MIN} slots.`)
  .max(INTERVIEW_SLOTS_MAX, `Offer at most ${INTERVIEW_SLOTS_MAX} slots.`);

const link = z
  .url({ protocol: /^https$/, error: "The link must be an https URL." })
  .max(2_000, "The link may not be greater than 2000 characters.");
const phone = z.string().trim().regex(PHONE_PATTERN, "The phone must be a valid phone number.");
const note = z
  .string()
  .trim()
  .max(INTERVIEW_NOTE_MAX, `The note may not be greater than ${INTERVIEW_NOTE_MAX} characters.`);

/** POST /api/client/applications/{id}/interviews: a video link, a phone number or both. */
export const proposeRequestSchema = z
  .strictObject({
    duration_minutes: duration,
    slots,
    link: link.optional(),
    phone: phone.optional(),
    note: note.optional(),
  })
  .refine((body) => body.link !== undefined || body.phone !== undefined, {
    path: ["link"],
    message: "Give a video link or a phone number.",
  });
export type ProposeRequest = z.infer<typeof proposeRequestSchema>;

/** POST /api/client/interviews/{id}/reschedule: new slots; the rest, when absent, stays as it was. */
export const clientRescheduleRequestSchema = z.strictObject({
  slots,
  duration_minutes: duration.optional(),
  link: link.optional(),
  phone: phone.optional(),
  note: note.optional(),
});
export type ClientRescheduleRequest = z.infer<typeof clientRescheduleRequestSchema>;

/** POST /api/talent/interviews/{id}/reschedule: no body needed (an empty object is accepted). */
export const talentRescheduleRequestSchema = z.strictObject({});

/** POST /api/talent/interviews/{id}/book */
export const bookRequestSchema = z.strictObject({ start: instant });

/** POST /api/{talent|client}/interviews/{id}/cancel */
export const cancelRequestSchema = z.strictObject({
  reason: z
    .string({ error: "Give a reason." })
    .trim()
    .min(1, "Give a reason.")
    .max(CANCEL_REASON_MAX, `The reason may not be greater than ${CANCEL_REASON_MAX} characters.`),
});

export const interviewSlotSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  talent_local: z.string().describe('The start on the talent\'s clock, e.g. "Tue 10:00 in Lagos"'),
  team_local: z.string().describe("The start on the team's clock"),
});

export const interviewSlotsSchema = z.object({
  data: z.array(interviewSlotSchema).describe("Quarter-hour starts inside both working days, next 10 business days"),
  nearest: z
    .object({
      ends_first: z.enum(["talent", "team"]),
      end: z.iso.datetime(),
      start: z.iso.datetime(),
      gap_minutes: z.number().int(),
      talent_local: z.string(),
      team_local: z.string(),
    })
    .nullable()
    .describe("Set only when the two working days never overlap: where they come closest"),
});
export type InterviewSlotsAnswer = z.infer<typeof interviewSlotsSchema>;

export const interviewSchema = z.object({
  id: z.number().int(),
  status: z.enum(SHOWN_INTERVIEW_STATUSES).describe("`done`: booked and its end has passed"),
  duration_minutes: z.number().int(),
  start: z.iso.datetime().nullable().describe("The booked start (also of a cancelled booking); null while proposed"),
  end: z.iso.datetime().nullable(),
  talent_local: z.string().nullable().describe("The booked start on the talent's clock"),
  team_local: z.string().nullable().describe("The booked start on the team's clock"),
  slots: z.array(interviewSlotSchema).describe("The offered starts still ahead (while proposed); else empty"),
  link: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  uid: z.string().describe("The calendar UID: the same across reschedules"),
  sequence: z.number().int().describe("Raised by every reschedule and the cancel"),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.enum(MEMBER_KINDS).nullable(),
  application: z.object({ id: z.number().int(), stage: z.enum(APPLICATION_STAGES) }),
  job: z.object({ id: z.number().int(), title: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  talent: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewsListSchema = z.object({ data: z.array(interviewSchema) });
