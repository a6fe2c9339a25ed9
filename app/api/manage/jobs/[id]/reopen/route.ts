import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { reopenJob } from "@/lib/server/manage/platform-close";

// POST /api/manage/jobs/[id]/reopen – lift a platform closure: the job opens again (or goes back to review); 409 unless the platform closed it
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, params }) => {
  const id = idParam(params.id, "Job", { max: BIGINT_ID_MAX });
  return ok({ id, status: await reopenJob(db, account.id, id) });
});
