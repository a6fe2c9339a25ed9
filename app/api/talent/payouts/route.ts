import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listTalentPayouts } from "@/lib/server/payouts/talent-payouts";
import { unbilledWorkOf } from "@/lib/server/payouts/unbilled-work";

// GET /api/talent/payouts – per month and engagement what the talent earned and where the money is, and the approved
// work no invoice holds yet
export const GET = authedRoute("talent", async ({ db, account }) =>
  ok(await listTalentPayouts(db, account.id), { meta: { unbilled: await unbilledWorkOf(db, account.id, new Date()) } }),
);
