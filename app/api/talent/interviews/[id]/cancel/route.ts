import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { cancelInterview } from "@/lib/server/interviews/cancel";

// POST /api/talent/interviews/[id]/cancel – cancel a proposed or booked interview with a reason
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  ok(
    await cancelInterview(
      db,
      { kind: "talent", id: account.id },
      idParam(params.id, "Interview", { max: BIGINT_ID_MAX }),
      request,
    ),
  ),
);
