import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { declineInvitation } from "@/lib/server/invitations/talent-invitations";

// POST /api/talent/invitations/[id]/decline – the talent declines a pending invitation (409 once answered)
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  ok(await declineInvitation(db, account.id, idParam(params.id, "Invitation", { max: BIGINT_ID_MAX }))),
);
