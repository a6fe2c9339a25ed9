import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { weeklyMetrics } from "@/lib/server/manage/metrics";
import { metricsQuerySchema } from "@/lib/validation/metrics";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/metrics – weekly sign-ups, profiles, vetting, applications and hires (ISO weeks), with totals
export const GET = authedRoute("manager", async ({ request, db }) => {
  const { weeks } = metricsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await weeklyMetrics(db, weeks));
});
