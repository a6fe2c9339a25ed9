// GET /api/talent/saved-jobs – the talent's saved jobs, closed ones marked closed
import { listSavedJobs } from "@/lib/server/applications/saved-jobs";
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { ok } from "@/lib/server/http/respond";

export const GET = authedRoute("talent", async ({ db, account }) => ok(await listSavedJobs(db, account.id)));

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
