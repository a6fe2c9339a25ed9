import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";
import { submitTimesheet } from "@/lib/server/timesheets/review";

// POST /api/talent/timesheets/[id]/submit – submit an open or corrected disputed week to the client; 409 otherwise
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  ok(await submitTimesheet(db, account.id, idParam(params.id, "Timesheet", { max: BIGINT_ID_MAX }))),
);
