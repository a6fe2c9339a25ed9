import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { resolveMessageReport } from "@/lib/server/manage/message-reports";
import { resolveMessageReportSchema } from "@/lib/validation/message-reports";

// POST /api/manage/message-reports/[id]/resolve – dismiss, or suspend the message's author; 409 once resolved
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Report", { max: BIGINT_ID_MAX });
  const { resolution, reason } = resolveMessageReportSchema.parse(await readJson(request));
  return ok(await resolveMessageReport(db, account.id, id, resolution, reason));
});
