import { clientInbox } from "@/lib/server/conversations/inbox";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/client/conversations – the client's conversations with a message, by last activity, with unread counts
export const GET = authedRoute("client", async ({ db, account, request }) => {
  const { data, meta } = await clientInbox(db, account.id, request.nextUrl.searchParams);
  return ok(data, { meta });
});
