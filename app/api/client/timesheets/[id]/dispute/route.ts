import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { disputeTimesheet } from "@/lib/server/timesheets/review";

// POST /api/client/timesheets/[id]/dispute – send a submitted week back to the talent with a reason; 409 otherwise
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) =>
  ok(await disputeTimesheet(db, account.id, idParam(params.id, "Timesheet", { max: BIGINT_ID_MAX }), request)),
);
