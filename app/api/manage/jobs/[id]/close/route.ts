import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { closeJob } from "@/lib/server/manage/job-review";

// POST /api/manage/jobs/[id]/close – close an open job or a job in review; 409 for a draft or a closed job
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, params }) => {
  const id = idParam(params.id, "Job", { max: BIGINT_ID_MAX });
  await closeJob(db, account.id, id);
  return ok({ id, status: "closed" as const });
});
