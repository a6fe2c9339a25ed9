import { jobApplicationsPageJson } from "@/lib/server/applications/client-applications-json";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { okBodyText } from "@/lib/server/http/respond";
import { jobApplicationsQuerySchema } from "@/lib/validation/applications";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/client/jobs/[id]/applications – one of the client's jobs' applicants by stage, a page per stage, with
// stage, history and notes, and each stage's count and next cursor
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const jobId = idParam(params.id, "Job", { max: BIGINT_ID_MAX });
  const query = jobApplicationsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return okBodyText(await jobApplicationsPageJson(db, account.id, jobId, query));
});
