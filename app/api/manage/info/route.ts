import { managerInfo } from "@/lib/server/accounts/account-info";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/manage/info – the signed-in manager's user
export const GET = authedRoute("manager", async ({ db, account }) => ok(await managerInfo(db, account.id)));
