import { data, list, type ApiOperation } from "@/lib/openapi/operation";
import { inviteRequestSchema, sentInvitationSchema, sentInvitationsQuerySchema } from "@/lib/validation/invitations";

export const operations: ApiOperation[] = [
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
];
