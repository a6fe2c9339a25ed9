import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { clientReschedule } from "@/lib/server/interviews/reschedule";

// POST /api/client/interviews/[id]/reschedule – offer new slots: back to proposed, same uid, sequence + 1
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) =>
  ok(await clientReschedule(db, account.id, idParam(params.id, "Interview", { max: BIGINT_ID_MAX }), request)),
);
