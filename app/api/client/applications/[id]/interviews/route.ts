import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { created } from "@/lib/server/http/respond";
import { proposeInterview } from "@/lib/server/interviews/propose";

// POST /api/client/applications/[id]/interviews – offer 3–10 slots (moves an earlier application to interview)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) =>
  created(await proposeInterview(db, account.id, idParam(params.id, "Application", { max: BIGINT_ID_MAX }), request)),
);
