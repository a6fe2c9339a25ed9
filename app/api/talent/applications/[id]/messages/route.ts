import { messageCreated } from "@/lib/server/conversations/message-created";
import { listMessages } from "@/lib/server/conversations/messages";
import { postMessage } from "@/lib/server/conversations/post-message";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { okBody } from "@/lib/server/http/respond";

const applicationId = (params: { id: string }) => idParam(params.id, "Application", { max: BIGINT_ID_MAX });

// GET /api/talent/applications/[id]/messages – a page of the application's conversation (404 for someone else's)
export const GET = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  okBody(
    await listMessages(db, { kind: "talent", id: account.id }, applicationId(params), request.nextUrl.searchParams),
  ),
);

// POST /api/talent/applications/[id]/messages – send a message (optional Idempotency-Key; 429 past 30 a minute)
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  messageCreated(await postMessage(db, { kind: "talent", id: account.id }, applicationId(params), request)),
);
