import { INVITATION_STATUSES } from "@/lib/invitations/states";

import { COVER_NOTE_MAX, talentApplicationSchema } from "./applications";
import { optional, text } from "./fields";
import { z } from "./zod";

export const INVITATION_MESSAGE_MAX = 500;

// max: the id column's range (talents.id is a serial, int4; jobs.id a bigserial).
const positiveId = (label: string, max: number) =>
  z
    .number({ error: `The ${label} field is required and must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(max, `The ${label} is too large.`);

/** POST /api/client/invitations. */
export const inviteRequestSchema = z.strictObject({
  talent_id: positiveId("talent_id", 2_147_483_647),
  job_id: positiveId("job_id", Number.MAX_SAFE_INTEGER),
  message: optional(text("message", INVITATION_MESSAGE_MAX)),
});
export type InviteRequest = z.output<typeof inviteRequestSchema>;

/** GET /api/client/invitations?job_id=: one job's invitations, or all of the recruiter's. */
export const sentInvitationsQuerySchema = z.strictObject({
  job_id: optional(
    z.coerce
      .number({ error: "The job_id must be a number." })
      .int("The job_id must be a whole number.")
      .min(1, "The job_id must be at least 1.")
      .max(Number.MAX_SAFE_INTEGER),
  ),
});

/** POST /api/talent/invitations/{id}/accept: applying in one step, with an optional cover note. */
export const acceptInvitationSchema = z.strictObject({ cover_note: optional(text("cover note", COVER_NOTE_MAX)) });

const status = z.enum(INVITATION_STATUSES);
const at = z.iso.datetime({ offset: true });

/** An invitation as its talent sees it. */
export const talentInvitationSchema = z.object({
  id: z.number().int(),
  job: z.object({
    slug: z.string(),
    title: z.string(),
    open: z.boolean().describe("The job still takes applications"),
    company: z.object({ name: z.string(), slug: z.string().nullable(), logo_url: z.string().nullable() }),
  }),
  message: z.string().nullable().describe("The recruiter's words"),
  status,
  created_at: at,
  responded_at: at.nullable(),
  application_id: z.number().int().nullable().describe("The application made by accepting"),
});
export type TalentInvitation = z.infer<typeof talentInvitationSchema>;

/** An invitation as the recruiter who sent it sees it. */
export const sentInvitationSchema = z.object({
  id: z.number().int(),
  talent: z.object({ id: z.number().int(), name: z.string(), handle: z.string().nullable() }),
  job: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  message: z.string().nullable(),
  status,
  created_at: at,
  responded_at: at.nullable(),
  application_id: z.number().int().nullable(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** POST /api/talent/invitations/{id}/accept: the accepted invitation and the application it made. */
export const acceptedInvitationSchema = z.object({
  invitation: talentInvitationSchema,
  application: talentApplicationSchema,
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
