import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { reviewJob } from "@/lib/server/manage/job-review";
import { reviewRequestSchema } from "@/lib/validation/job-review";

// POST /api/manage/jobs/[id]/review – approve or reject (with a reason) a job in review or a published job's pending changes; 409 when nothing waits
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Job", { max: BIGINT_ID_MAX });
  const status = await reviewJob(db, account.id, id, reviewRequestSchema.parse(await readJson(request)));
  return ok({ id, status });
});
