import { authedRoute } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { created, ok } from "@/lib/server/http/respond";
import { sendInvitation } from "@/lib/server/invitations/send-invitation";
import { listSentInvitations } from "@/lib/server/invitations/sent-invitations";
import { inviteRequestSchema, sentInvitationsQuerySchema } from "@/lib/validation/invitations";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/client/invitations – the client's sent invitations, newest first, with their status (?job_id= for one job's)
export const GET = authedRoute("client", async ({ db, account, request }) => {
  const query = sentInvitationsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await listSentInvitations(db, account.id, query.job_id));
});

// POST /api/client/invitations – invite a vetted talent to apply to one of the client's open jobs (409 when one is pending)
export const POST = authedRoute("client", async ({ db, account, request }) => {
  const input = inviteRequestSchema.parse(await readJson(request));
  return created(await sendInvitation(db, account.id, input));
});
