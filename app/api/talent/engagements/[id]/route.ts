import { readEngagement } from "@/lib/server/engagements/list";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/engagements/[id] – one own engagement
export const GET = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  ok(
    await readEngagement(
      db,
      { kind: "talent", id: account.id },
      idParam(params.id, "Engagement", { max: BIGINT_ID_MAX }),
    ),
  ),
);
