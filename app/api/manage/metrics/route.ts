import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { weeklyMetrics } from "@/lib/server/manage/metrics";
import { metricsQuerySchema } from "@/lib/validation/metrics";
import { searchParamsToObject } from "@/lib/validation/search-params";

export const GET = authedRoute("manager", async ({ request, db }) => {
  const { weeks } = metricsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await weeklyMetrics(db, weeks));
});

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
