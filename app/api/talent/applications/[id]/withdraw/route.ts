// POST /api/talent/applications/{id}/withdraw – the talent withdraws an application (409 once hired, rejected or withdrawn)
import { withdrawApplication } from "@/lib/server/applications/talent-applications";
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";

export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  ok(await withdrawApplication(db, account.id, idParam(params.id, "Application"))),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
