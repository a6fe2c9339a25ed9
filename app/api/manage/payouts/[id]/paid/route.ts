import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { readJson } from "@/lib/server/http/json-body";
import { ok } from "@/lib/server/http/respond";
import { markPayoutPaid } from "@/lib/server/payouts/mark-payout-paid";
import { markPaidRequestSchema } from "@/lib/validation/invoices";

// POST /api/manage/payouts/[id]/paid – record the transfer to the talent; 409 unless payable
export const POST = authedRoute<{ id: string }>("manager", async ({ db, account, request, params }) => {
  const id = idParam(params.id, "Payout", { max: BIGINT_ID_MAX });
  const body = markPaidRequestSchema.parse(await readJson(request));
  return ok(await markPayoutPaid(db, account.id, id, body));
});
