// GET /api/talent/profile – the signed-in talent's own profile, as the editor reads it
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { getOwnProfile } from "@/lib/server/profiles/own-profile";

export const GET = authedRoute("talent", async ({ db, account }) => ok(await getOwnProfile(db, account.id)));

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
