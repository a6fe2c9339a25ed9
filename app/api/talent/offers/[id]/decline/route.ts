import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { declineOffer } from "@/lib/server/offers/decline";

// POST /api/talent/offers/[id]/decline – decline with a reason
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  ok(await declineOffer(db, account.id, idParam(params.id, "Offer", { max: BIGINT_ID_MAX }), request)),
);
