import { moveApplication } from "@/lib/server/applications/client-actions";
import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { stageMoveRequestSchema } from "@/lib/validation/applications";

// POST /api/client/applications/[id]/stage – move an applicant's card, checked against the stage it showed (from_stage)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Application");
  return ok(await moveApplication(db, account.id, id, stageMoveRequestSchema.parse(await readJson(request))));
});
