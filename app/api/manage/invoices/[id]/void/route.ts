import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { voidInvoice } from "@/lib/server/invoices/void-invoice";
import { voidInvoiceRequestSchema } from "@/lib/validation/invoices";

// POST /api/manage/invoices/[id]/void – void an issued invoice by a credit note; its payouts are cancelled; 409 once paid
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Invoice", { max: BIGINT_ID_MAX });
  const { reason } = voidInvoiceRequestSchema.parse(await readJson(request));
  return ok(await voidInvoice(db, account.id, id, reason));
});
