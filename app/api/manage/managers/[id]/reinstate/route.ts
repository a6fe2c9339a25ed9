import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { reinstateManager } from "@/lib/server/manage/manager-suspension";

// POST /api/manage/managers/[id]/reinstate – lift a manager's suspension: it may sign in again
export const POST = authedRoute<{ id: string }>("manager", async ({ params, db, account }) =>
  ok(await reinstateManager(db, account.id, idParam(params.id, "Manager"))),
);
