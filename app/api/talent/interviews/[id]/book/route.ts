import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { bookInterview } from "@/lib/server/interviews/book";

// POST /api/talent/interviews/[id]/book – book one of the offered starts (409 when taken, 422 when not offered)
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  ok(await bookInterview(db, account.id, idParam(params.id, "Interview", { max: BIGINT_ID_MAX }), request)),
);
