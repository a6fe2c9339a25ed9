import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { suspendManager } from "@/lib/server/manage/manager-suspension";
import { suspendRequestSchema } from "@/lib/validation/manage-accounts";

// POST /api/manage/managers/[id]/suspend – suspend a manager ({ reason }); never the last active one
export const POST = authedRoute<{ id: string }>("manager", async ({ request, params, db, account }) => {
  const id = idParam(params.id, "Manager");
  const { reason } = suspendRequestSchema.parse(await readBody(request));
  return ok(await suspendManager(db, account.id, id, reason));
});
