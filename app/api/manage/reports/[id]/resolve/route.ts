import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { resolveReport } from "@/lib/server/manage/job-reports";
import { resolveReportSchema } from "@/lib/validation/job-review";

// POST /api/manage/reports/[id]/resolve – resolve a report (dismissed, or job_closed which also closes the job); 409 once resolved
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Report", { max: BIGINT_ID_MAX });
  const { resolution, reason } = resolveReportSchema.parse(await readJson(request));
  return ok(await resolveReport(db, account.id, id, resolution, reason));
});
