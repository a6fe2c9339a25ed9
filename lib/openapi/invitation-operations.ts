import { z } from "zod";

import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  inviteRequestSchema,
  sentInvitationSchema,
  sentInvitationsQuerySchema,
  talentInvitationSchema,
} from "@/lib/validation/invitations";

import type { ApiOperation } from "./operations";

const data = <T extends z.ZodType>(item: T) => z.object({ data: item });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const idParam = z.object({ id: z.string().describe("The invitation's numeric id") });

/** Invitations to apply: the recruiter sends them, the talent accepts (applies in one step) or declines. */
export const invitationOperations: ApiOperation[] = [
  {
    method: "post",
    path: "/api/client/invitations",
    summary:
      "Invite a vetted talent (profile visible to recruiters) to apply to one of the client's open jobs, with an optional message of up to 500 characters; 409 when one is pending for that talent and job, 404 for another company's job, 422 for a job that is not open, a talent who cannot be invited or has already applied",
    tag: "Client",
    token: "client",
    body: { schema: inviteRequestSchema, jsonOnly: true },
    success: { status: 201, description: "The invitation", schema: data(sentInvitationSchema) },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "get",
    path: "/api/client/invitations",
    summary: "The client's sent invitations, newest first, with their status; `job_id` for one job's",
    tag: "Client",
    token: "client",
    query: sentInvitationsQuerySchema,
    success: { status: 200, description: "The invitations", schema: list(sentInvitationSchema) },
    errors: [422],
  },
  {
    method: "get",
    path: "/api/talent/invitations",
    summary:
      "The talent's invitations to apply, newest first, with the job, the recruiter's message and whether the job is still open",
    tag: "Talent",
    token: "talent",
    success: { status: 200, description: "The invitations", schema: list(talentInvitationSchema) },
  },
  {
    method: "post",
    path: "/api/talent/invitations/{id}/accept",
    summary:
      "Accept a pending invitation by applying to its job in one step (optional `cover_note`); every rule of applying holds and its 4xx comes back (422 closed job or profile below the threshold, 409 already applied); 409 once the invitation was answered",
    tag: "Talent",
    token: "talent",
    pathParams: idParam,
    body: { schema: acceptInvitationSchema, jsonOnly: true },
    success: {
      status: 201,
      description: "The accepted invitation and the application",
      schema: data(acceptedInvitationSchema),
    },
    errors: [400, 404, 409, 415, 422],
  },
  {
    method: "post",
    path: "/api/talent/invitations/{id}/decline",
    summary: "Decline a pending invitation (409 once answered)",
    tag: "Talent",
    token: "talent",
    pathParams: idParam,
    success: { status: 200, description: "The declined invitation", schema: data(talentInvitationSchema) },
    errors: [404, 409],
  },
];
