import { revokeAllTokens } from "@/lib/server/auth/tokens";
import { authedRoute } from "@/lib/server/http/api-handler";
import { noContent } from "@/lib/server/http/respond";

// POST /api/client/logout-all – revoke every bearer token of the client's account, this one included
export const POST = authedRoute("client", async ({ db, account }) => {
  await revokeAllTokens(db, "client", account.id);
  return noContent();
});
