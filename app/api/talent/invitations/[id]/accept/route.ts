import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { created } from "@/lib/server/http/respond";
import { acceptInvitation } from "@/lib/server/invitations/talent-invitations";
import { acceptInvitationSchema } from "@/lib/validation/invitations";

// POST /api/talent/invitations/[id]/accept – apply in one step (optional cover note); every rule of applying holds
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Invitation", { max: BIGINT_ID_MAX });
  const input = acceptInvitationSchema.parse(await readJson(request));
  return created(await acceptInvitation(db, account.id, id, input.cover_note));
});
