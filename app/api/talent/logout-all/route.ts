import { revokeAllTokens } from "@/lib/server/auth/tokens";
import { authedRoute } from "@/lib/server/http/api-handler";
import { noContent } from "@/lib/server/http/respond";

// POST /api/talent/logout-all – revoke every bearer token of the talent's account, this one included
export const POST = authedRoute("talent", async ({ db, account }) => {
  await revokeAllTokens(db, "talent", account.id);
  return noContent();
});
