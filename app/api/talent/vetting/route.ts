// GET, POST /api/talent/vetting – where the talent's vetting stands; POST submits the profile for vetting
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { created, ok } from "@/lib/server/http/respond";
import { submitForVetting, talentVettingView } from "@/lib/server/vetting/talent-vetting";

export const GET = authedRoute("talent", async ({ db, account }) => ok(await talentVettingView(db, account.id)));

export const POST = authedRoute("talent", async ({ db, account }) => created(await submitForVetting(db, account.id)));

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
