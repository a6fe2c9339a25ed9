import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created } from "@/lib/server/http/respond";
import { inviteManager } from "@/lib/server/manage/manager-invites";
import { inviteRequestSchema } from "@/lib/validation/manage-accounts";

// POST /api/manage/invites – invite a new manager ({ email }); answers the invitation's link, also sent by email
export const POST = authedRoute("manager", async ({ request, db, account }) => {
  const { email } = inviteRequestSchema.parse(await readBody(request));
  return created(await inviteManager(db, account.id, email));
});
