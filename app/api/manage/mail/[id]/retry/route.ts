// POST /api/manage/mail/{id}/retry – a parked message goes back to the queue, attempts reset (409 unless parked)
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { retryParkedMail } from "@/lib/server/manage/mail-log";

export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, params }) =>
  ok(await retryParkedMail(db, account.id, idParam(params.id, "Message"))),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
