// POST /api/talent/invitations/{id}/decline – the talent declines a pending invitation (409 once answered)
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { declineInvitation } from "@/lib/server/invitations/talent-invitations";

export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  ok(await declineInvitation(db, account.id, idParam(params.id, "Invitation"))),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
