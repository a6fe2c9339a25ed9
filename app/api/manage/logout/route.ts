import { revokeToken } from "@/lib/server/auth/tokens";
import { authedRoute } from "@/lib/server/http/api-handler";
import { noContent } from "@/lib/server/http/respond";
import { clearManagerCookie } from "@/lib/server/manage/manager-cookie";

// POST /api/manage/logout – revoke the manager's bearer token and clear the console's cookie
export const POST = authedRoute("manager", async ({ request, db, account }) => {
  await revokeToken(db, account.token);
  return clearManagerCookie(noContent(), request);
});
