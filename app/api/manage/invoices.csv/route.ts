import { authedRoute } from "@/lib/server/http/api-handler";
import { invoicesCsvResponse } from "@/lib/server/invoices/invoices-csv";
import { manageInvoicesQuerySchema } from "@/lib/validation/invoices";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/invoices.csv – the invoices the filters select, every page, as a CSV attachment
export const GET = authedRoute("manager", async ({ db, request }) => {
  const { status, month } = manageInvoicesQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return invoicesCsvResponse(db, { status, month });
});
