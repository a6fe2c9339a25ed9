import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listTimesheets } from "@/lib/server/timesheets/list-timesheets";

// GET /api/talent/timesheets – own weeks (?engagement=&status=), newest first, each with its entries
export const GET = authedRoute("talent", async ({ db, account, request }) =>
  ok(await listTimesheets(db, { kind: "talent", id: account.id }, request.nextUrl.searchParams)),
);
