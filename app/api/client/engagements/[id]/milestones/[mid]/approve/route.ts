import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { approveMilestone } from "@/lib/server/milestones/approve";
import { MILESTONES_MAX } from "@/lib/validation/offers";

// POST /api/client/engagements/[id]/milestones/[mid]/approve – approve a delivered milestone; 409 otherwise
export const POST = authedRoute<{ id: string; mid: string }>("client", async ({ db, account, params }) =>
  ok(
    await approveMilestone(
      db,
      account.id,
      idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
      idParam(params.mid, "Milestone", { max: MILESTONES_MAX }),
    ),
  ),
);
