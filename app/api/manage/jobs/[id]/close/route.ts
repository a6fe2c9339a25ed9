import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { closeJob } from "@/lib/server/manage/platform-close";
import { platformCloseRequestSchema } from "@/lib/validation/job-review";

// POST /api/manage/jobs/[id]/close – close an open job or a job in review for the platform, with the reason its recruiter reads; 409 for a draft or a closed job
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Job", { max: BIGINT_ID_MAX });
  const { reason } = platformCloseRequestSchema.parse(await readJson(request));
  await closeJob(db, account.id, id, reason);
  return ok({ id, status: "closed" as const });
});
