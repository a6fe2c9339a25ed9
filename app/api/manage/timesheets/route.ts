import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listManagedTimesheets } from "@/lib/server/timesheets/list-timesheets";

// GET /api/manage/timesheets – the open disputes (or ?status=), the longest waiting first
export const GET = authedRoute("manager", async ({ db, request }) =>
  ok(await listManagedTimesheets(db, request.nextUrl.searchParams)),
);
