import { logoutEverywhere } from "@/lib/server/accounts/logout-everywhere";
import { authedRoute } from "@/lib/server/http/api-handler";
import { noContent } from "@/lib/server/http/respond";

// POST /api/talent/logout-all – end every session of the account (this one too) and void its reset and email-change links
export const POST = authedRoute("talent", async ({ db, account }) => {
  await logoutEverywhere(db, "talent", account.id);
  return noContent();
});
