import { markRead } from "@/lib/server/conversations/mark-read";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";

// POST /api/talent/applications/[id]/messages/read – the talent has read up to a message (never moves back)
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  ok(
    await markRead(
      db,
      { kind: "talent", id: account.id },
      idParam(params.id, "Application", { max: BIGINT_ID_MAX }),
      request,
    ),
  ),
);
