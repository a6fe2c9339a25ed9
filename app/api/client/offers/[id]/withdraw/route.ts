import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { withdrawOffer } from "@/lib/server/offers/withdraw";

// POST /api/client/offers/[id]/withdraw – take back an unanswered offer (409 once answered or expired)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  ok(await withdrawOffer(db, account.id, idParam(params.id, "Offer", { max: BIGINT_ID_MAX }))),
);
