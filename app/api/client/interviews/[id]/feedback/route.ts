import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { saveFeedback } from "@/lib/server/interviews/feedback";

// POST /api/client/interviews/[id]/feedback – record the company's scorecard of a held interview (again: replace it)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) =>
  ok(await saveFeedback(db, account.id, idParam(params.id, "Interview", { max: BIGINT_ID_MAX }), request)),
);
