import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { auditCsvResponse } from "@/lib/server/manage/audit-csv";
import { listAudit } from "@/lib/server/manage/audit-log";
import { auditQuerySchema } from "@/lib/validation/audit-log";
import { searchParamsToObject } from "@/lib/validation/search-params";

// GET /api/manage/audit – the audit log, newest first, paged; ?format=csv answers every matching row as a CSV attachment
export const GET = authedRoute("manager", async ({ request, db }) => {
  const {
    page,
    per_page: perPage,
    format,
    ...filters
  } = auditQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  if (format === "csv") return auditCsvResponse(db, filters);
  const { data, meta } = await listAudit(db, filters, page, perPage);
  return ok(data, { meta });
});
