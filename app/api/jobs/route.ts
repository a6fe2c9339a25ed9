import { apiRoute } from "@/lib/server/http/api-handler";
import { ApiError } from "@/lib/server/http/errors";
import { ok } from "@/lib/server/http/respond";
import { listJobs } from "@/lib/server/jobs";
import { benchCacheBypassed } from "@/lib/server/jobs/bench-cache-bypass";
import { jobsQuerySchema } from "@/lib/validation/jobs";
import { missingOverlapParams, OVERLAP_PARAMS_MESSAGE } from "@/lib/validation/jobs-remote";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/jobs – open jobs, filtered, sorted and paged
export const GET = apiRoute(async ({ request, db }) => {
  const params = searchParamsToObject(request.nextUrl.searchParams);
  // A partial set of the overlap filter's parameters is a malformed request rather than a bad value: 400.
  const missing = missingOverlapParams(params);
  if (missing.length > 0)
    throw new ApiError(
      400,
      OVERLAP_PARAMS_MESSAGE,
      Object.fromEntries(missing.map((param) => [param, [OVERLAP_PARAMS_MESSAGE]])),
    );
  const query = jobsQuerySchema.parse(params);
  const { data, meta } = await listJobs(db, query, { cached: !benchCacheBypassed(request.headers) });
  return ok(data, { meta });
});
