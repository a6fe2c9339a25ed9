import { talentInbox } from "@/lib/server/conversations/inbox";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/conversations – the talent's conversations with a message, by last activity, with unread counts
export const GET = authedRoute("talent", async ({ db, account, request }) => {
  const { data, meta } = await talentInbox(db, account.id, request.nextUrl.searchParams);
  return ok(data, { meta });
});
