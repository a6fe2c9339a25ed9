import { authedRoute } from "@/lib/server/http/api-handler";
import { created, ok } from "@/lib/server/http/respond";
import { submitForVetting, talentVettingView } from "@/lib/server/vetting/talent-vetting";

// GET /api/talent/vetting – where the talent's vetting stands: stage, history, and when declined the reason and reapply date
export const GET = authedRoute("talent", async ({ db, account }) => ok(await talentVettingView(db, account.id)));

// POST /api/talent/vetting – submit the profile for vetting (422 below the threshold or before the reapply date; 409 in progress)
export const POST = authedRoute("talent", async ({ db, account }) => created(await submitForVetting(db, account.id)));
