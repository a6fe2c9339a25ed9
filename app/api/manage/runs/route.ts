import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";
import { listRuns } from "@/lib/server/runs/manage-runs";

// GET /api/manage/runs – the named runs: last start, end, outcome and summary, and the next scheduled time
export const GET = authedRoute("manager", async ({ db }) => ok(await listRuns(db)));
