import { talentInfo } from "@/lib/server/accounts/account-info";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/info – the signed-in talent's user
export const GET = authedRoute("talent", async ({ db, account }) => ok(await talentInfo(db, account.id)));
