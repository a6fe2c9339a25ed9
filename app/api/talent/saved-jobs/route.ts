import { listSavedJobs } from "@/lib/server/applications/saved-jobs";
import { authedRoute } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

// GET /api/talent/saved-jobs – the talent's saved jobs, closed ones marked closed
export const GET = authedRoute("talent", async ({ db, account }) => ok(await listSavedJobs(db, account.id)));
