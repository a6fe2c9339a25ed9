// GET, POST /api/client/invitations – the recruiter's sent invitations (?job_id= for one job); POST invites a talent to apply
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { created, ok } from "@/lib/server/http/respond";
import { sendInvitation } from "@/lib/server/invitations/send-invitation";
import { listSentInvitations } from "@/lib/server/invitations/sent-invitations";
import { inviteRequestSchema, sentInvitationsQuerySchema } from "@/lib/validation/invitations";
import { searchParamsToObject } from "@/lib/validation/search-params";

export const GET = authedRoute("client", async ({ db, account, request }) => {
  const query = sentInvitationsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await listSentInvitations(db, account.id, query.job_id));
});

export const POST = authedRoute("client", async ({ db, account, request }) => {
  const input = inviteRequestSchema.parse(await readJson(request));
  return created(await sendInvitation(db, account.id, input));
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
