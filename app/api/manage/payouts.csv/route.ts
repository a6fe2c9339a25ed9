import { authedRoute } from "@/lib/server/http/api-handler";
import { payoutsCsvResponse } from "@/lib/server/payouts/payouts-csv";
import { managePayoutsQuerySchema } from "@/lib/validation/payouts";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/payouts.csv – the payouts the filter selects, payable first, as a CSV attachment
export const GET = authedRoute("manager", async ({ db, request }) => {
  const { status } = managePayoutsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return payoutsCsvResponse(db, status);
});
