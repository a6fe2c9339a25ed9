import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { created } from "@/lib/server/http/respond";
import { writeReview } from "@/lib/server/reviews/write-review";

// POST /api/client/engagements/[id]/review – review the other side once, after the end and inside its 14-day window
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) =>
  created(
    await writeReview(
      db,
      { kind: "client", id: account.id },
      idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
      request,
    ),
  ),
);
