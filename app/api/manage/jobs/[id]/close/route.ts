// POST /api/manage/jobs/{id}/close – close an open job or a job in review; 409 for a draft or a closed job
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { closeJob } from "@/lib/server/manage/job-review";

export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, params }) => {
  const id = idParam(params.id, "Job");
  await closeJob(db, account.id, id);
  return ok({ id, status: "closed" as const });
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
