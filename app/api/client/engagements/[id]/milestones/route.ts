import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { listMilestones } from "@/lib/server/milestones/list";

// GET /api/client/engagements/[id]/milestones – a project's milestones in order, each pending, delivered or approved
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  ok(
    await listMilestones(
      db,
      { kind: "client", id: account.id },
      idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
    ),
  ),
);
