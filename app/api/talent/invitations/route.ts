// GET /api/talent/invitations – the talent's invitations to apply, newest first
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listTalentInvitations } from "@/lib/server/invitations/talent-invitations";

export const GET = authedRoute("talent", async ({ db, account }) => ok(await listTalentInvitations(db, account.id)));

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
