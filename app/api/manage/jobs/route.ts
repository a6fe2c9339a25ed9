import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listManageJobs } from "@/lib/server/manage/manage-jobs";
import { manageJobsQuerySchema } from "@/lib/validation/job-review";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/jobs – jobs for the managers: the review queue (pending_review, oldest first) or any status, with open report counts
export const GET = authedRoute("manager", async ({ db, request }) => {
  const { data, meta } = await listManageJobs(
    db,
    manageJobsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams)),
  );
  return ok(data, { meta });
});
