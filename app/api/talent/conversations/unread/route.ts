import { unreadTotal } from "@/lib/server/conversations/unread-total";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/conversations/unread – how many messages from the other side are unread, over every conversation
export const GET = authedRoute("talent", async ({ db, account }) =>
  ok({ unread: await unreadTotal(db, { kind: "talent", id: account.id }) }),
);
