import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { deliverMilestone } from "@/lib/server/milestones/deliver";
import { MILESTONES_MAX } from "@/lib/validation/offers";

// POST /api/talent/engagements/[id]/milestones/[mid]/deliver – mark a milestone delivered, once; the client is mailed
export const POST = authedRoute<{ id: string; mid: string }>("talent", async ({ db, account, params, request }) =>
  ok(
    await deliverMilestone(
      db,
      account.id,
      idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
      idParam(params.mid, "Milestone", { max: MILESTONES_MAX }),
      request,
    ),
  ),
);
