import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listTalentOffers } from "@/lib/server/offers/list";

// GET /api/talent/offers – own offers, every status, newest first
export const GET = authedRoute("talent", async ({ db, account }) => ok(await listTalentOffers(db, account.id)));
