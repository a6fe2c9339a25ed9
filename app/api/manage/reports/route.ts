import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listReports } from "@/lib/server/manage/job-reports";
import { manageReportsQuerySchema } from "@/lib/validation/job-review";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/reports – job reports: open ones oldest first (the queue), or resolved ones newest first
export const GET = authedRoute("manager", async ({ db, request }) => {
  const { data, meta } = await listReports(
    db,
    manageReportsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams)),
  );
  return ok(data, { meta });
});
