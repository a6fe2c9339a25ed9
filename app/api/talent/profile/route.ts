import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { getOwnProfile } from "@/lib/server/profiles/own-profile";

// GET /api/talent/profile – the signed-in talent's own profile, as the editor reads it
export const GET = authedRoute("talent", async ({ db, account }) => ok(await getOwnProfile(db, account.id)));
