import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { updateJob } from "@/lib/server/jobs/update-job";

// PATCH /api/client/jobs/[id] – edit one of the client's jobs or move it (status open/closed); 404 for another company's
export const PATCH = authedRoute<{ id: string }>("client", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Job", { max: BIGINT_ID_MAX });
  return ok(await updateJob(db, account.id, id, request));
});
