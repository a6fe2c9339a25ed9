import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listTalentPayouts } from "@/lib/server/payouts/talent-payouts";

// GET /api/talent/payouts – per month and engagement what the talent earned and where the money is
export const GET = authedRoute("talent", async ({ db, account }) => ok(await listTalentPayouts(db, account.id)));
