import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { revokeInvitation } from "@/lib/server/manage/manager-invites";

// POST /api/manage/invites/[id]/revoke – withdraw a pending manager invitation: its link stops working
export const POST = authedRoute<{ id: string }>("manager", async ({ params, db, account }) =>
  ok(await revokeInvitation(db, account.id, idParam(params.id, "Invitation", { max: BIGINT_ID_MAX }))),
);
