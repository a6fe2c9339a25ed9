import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listTimesheets } from "@/lib/server/timesheets/list-timesheets";

// GET /api/client/timesheets – the company's weeks (?engagement=&status=), newest first, each with its entries
export const GET = authedRoute("client", async ({ db, account, request }) =>
  ok(await listTimesheets(db, { kind: "client", id: account.id }, request.nextUrl.searchParams)),
);
