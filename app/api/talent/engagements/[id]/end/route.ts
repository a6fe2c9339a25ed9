import { endEngagement } from "@/lib/server/engagements/end";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";

// POST /api/talent/engagements/[id]/end – set the last working day (inside the trial any day from today)
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  ok(
    await endEngagement(
      db,
      { kind: "talent", id: account.id },
      idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
      request,
    ),
  ),
);
