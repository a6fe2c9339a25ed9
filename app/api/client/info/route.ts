import { clientInfo } from "@/lib/server/accounts/account-info";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/client/info – the signed-in client's user
export const GET = authedRoute("client", async ({ db, account }) => ok(await clientInfo(db, account.id)));
