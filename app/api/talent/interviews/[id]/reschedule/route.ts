import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { talentReschedule } from "@/lib/server/interviews/reschedule";

// POST /api/talent/interviews/[id]/reschedule – give a booking up: back to proposed with the slots still ahead
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  ok(await talentReschedule(db, account.id, idParam(params.id, "Interview", { max: BIGINT_ID_MAX }), request)),
);
