import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { startRun } from "@/lib/server/runs/manage-runs";

// POST /api/manage/runs/[name] – run it now (audited as run.start); answers its outcome and summary, 409 while running
export const POST = authedRoute<{ name: string }>("manager", async ({ db, account, params, request }) =>
  ok(await startRun(db, account.id, params.name, request)),
);
