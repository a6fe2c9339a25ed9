import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listTalentInvitations } from "@/lib/server/invitations/talent-invitations";

// GET /api/talent/invitations – the talent's invitations to apply, newest first
export const GET = authedRoute("talent", async ({ db, account }) => ok(await listTalentInvitations(db, account.id)));
