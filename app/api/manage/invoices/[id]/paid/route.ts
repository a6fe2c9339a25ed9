import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { markInvoicePaid } from "@/lib/server/invoices/mark-paid";
import { markPaidRequestSchema } from "@/lib/validation/invoices";

// POST /api/manage/invoices/[id]/paid – record the client's payment; its payouts become payable; 409 unless issued
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Invoice", { max: BIGINT_ID_MAX });
  const body = markPaidRequestSchema.parse(await readJson(request));
  return ok(await markInvoicePaid(db, account.id, id, body));
});
