import { withdrawApplication } from "@/lib/server/applications/talent-applications";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";

// POST /api/talent/applications/[id]/withdraw – the talent withdraws an application (409 once hired, rejected or withdrawn)
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  ok(await withdrawApplication(db, account.id, idParam(params.id, "Application", { max: BIGINT_ID_MAX }))),
);
