import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { approveTimesheet } from "@/lib/server/timesheets/review";

// POST /api/client/timesheets/[id]/approve – approve a submitted week, which locks it; 409 otherwise
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  ok(await approveTimesheet(db, account.id, idParam(params.id, "Timesheet", { max: BIGINT_ID_MAX }))),
);
