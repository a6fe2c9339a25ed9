import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { retryParkedMail } from "@/lib/server/manage/mail-log";

// POST /api/manage/mail/[id]/retry – a parked message goes back to the queue, attempts reset (409 unless parked)
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, params }) =>
  ok(await retryParkedMail(db, account.id, idParam(params.id, "Message", { max: BIGINT_ID_MAX }))),
);
