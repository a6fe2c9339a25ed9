import { apiRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listJobs } from "@/lib/server/jobs";
import { jobsQuerySchema, searchParamsToObject } from "@/lib/validation/jobs";

export const GET = apiRoute(async ({ request, db }) => {
  const query = jobsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const { data, meta } = await listJobs(db, query);
  return ok(data, { meta });
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
