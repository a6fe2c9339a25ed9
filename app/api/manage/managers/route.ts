import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { managersOverview } from "@/lib/server/manage/manager-invites";

// GET /api/manage/managers – the managers and the invitations not used yet
export const GET = authedRoute("manager", async ({ db }) => ok(await managersOverview(db)));
