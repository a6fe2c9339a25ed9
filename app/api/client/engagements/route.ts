import { listEngagements } from "@/lib/server/engagements/list";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/client/engagements – own engagements, newest first
export const GET = authedRoute("client", async ({ db, account }) =>
  ok(await listEngagements(db, { kind: "client", id: account.id })),
);
