import { listEngagements } from "@/lib/server/engagements/list";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/engagements – own engagements, newest first
export const GET = authedRoute("talent", async ({ db, account }) =>
  ok(await listEngagements(db, { kind: "talent", id: account.id })),
);
