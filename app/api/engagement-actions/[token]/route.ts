import { applyEngagementAction } from "@/lib/server/engagement-actions/engagement-actions";
import { apiRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// POST /api/engagement-actions/[token] – a weekly summary's single-use link: end the engagement or lower its cap
export const POST = apiRoute<{ token: string }>(async ({ db, params, request }) =>
  ok(await applyEngagementAction(db, params.token, request)),
);
