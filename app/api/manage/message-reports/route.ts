import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listMessageReports } from "@/lib/server/manage/message-reports";
import { manageReportsQuerySchema } from "@/lib/validation/job-review";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/message-reports – reported messages with their conversation: open oldest first, or resolved
export const GET = authedRoute("manager", async ({ db, request }) => {
  const { data, meta } = await listMessageReports(
    db,
    manageReportsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams)),
  );
  return ok(data, { meta });
});
