import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { searchAccounts } from "@/lib/server/manage/account-search";
import { accountsQuerySchema } from "@/lib/validation/manage-accounts";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/accounts – talent and client accounts for managers, searched (?q=), filtered by kind and status, paged
export const GET = authedRoute("manager", async ({ request, db }) => {
  const query = accountsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const page = await searchAccounts(db, query);
  return ok(page.data, { meta: page.meta });
});
