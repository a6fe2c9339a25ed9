import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { engagementReviews } from "@/lib/server/reviews/engagement-reviews";

// GET /api/client/engagements/[id]/reviews – the caller's review and, once released, the other side's
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  ok(
    await engagementReviews(
      db,
      { kind: "client", id: account.id },
      idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
    ),
  ),
);
