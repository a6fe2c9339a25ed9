import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { acceptOffer } from "@/lib/server/offers/accept";

// POST /api/talent/offers/[id]/accept – accept: starts the engagement and hires the application
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  ok(await acceptOffer(db, account.id, idParam(params.id, "Offer", { max: BIGINT_ID_MAX }))),
);
