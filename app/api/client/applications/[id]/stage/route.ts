import { moveApplication } from "@/lib/server/applications/client-actions";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";

// POST /api/client/applications/[id]/stage – move an applicant's card, checked against the stage it showed (from_stage)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Application", { max: BIGINT_ID_MAX });
  return ok(await moveApplication(db, account.id, id, request));
});
