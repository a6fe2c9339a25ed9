import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listManagePayouts } from "@/lib/server/payouts/manage-payouts";
import { managePayoutsQuerySchema } from "@/lib/validation/payouts";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/payouts – every payout, payable first (the transfers to make), paged
export const GET = authedRoute("manager", async ({ db, request }) => {
  const query = managePayoutsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const { data, meta } = await listManagePayouts(db, query.status, query.page, query.per_page);
  return ok(data, { meta });
});
