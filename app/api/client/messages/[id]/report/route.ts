import { reportMessage } from "@/lib/server/conversations/report-message";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { created } from "@/lib/server/http/respond";
import { messageReportRequestSchema } from "@/lib/validation/message-reports";

// POST /api/client/messages/[id]/report – report the other side's message to the managers (409 when reported before)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Message", { max: BIGINT_ID_MAX });
  const report = messageReportRequestSchema.parse(await readJson(request));
  return created(await reportMessage(db, { kind: "client", id: account.id }, id, report));
});
