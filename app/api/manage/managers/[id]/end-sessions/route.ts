import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { endManagerSessions } from "@/lib/server/manage/manager-suspension";

// POST /api/manage/managers/[id]/end-sessions – revoke every token of a manager (it can sign in again)
export const POST = authedRoute<{ id: string }>("manager", async ({ params, db, account }) => {
  const id = idParam(params.id, "Manager");
  return ok({ id, ended_sessions: await endManagerSessions(db, account.id, id) });
});
