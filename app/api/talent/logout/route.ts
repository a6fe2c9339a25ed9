import { revokeToken } from "@/lib/server/auth/tokens";
import { authedRoute } from "@/lib/server/http/api-handler";
import { noContent } from "@/lib/server/http/respond";

// POST /api/talent/logout – revoke the bearer token this call carries (other sessions stay)
export const POST = authedRoute("talent", async ({ db, account }) => {
  await revokeToken(db, account.token);
  return noContent();
});
