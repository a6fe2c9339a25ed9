import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listManageInvoices } from "@/lib/server/invoices/manage-invoices";
import { manageInvoicesQuerySchema } from "@/lib/validation/invoices";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/invoices – every invoice and credit note, newest first, by shown status and month, paged
export const GET = authedRoute("manager", async ({ db, request }) => {
  const query = manageInvoicesQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  const { data, meta } = await listManageInvoices(db, query, query.page, query.per_page);
  return ok(data, { meta });
});
