import { authedRoute } from "@/lib/server/http/api-handler";
import { okBody } from "@/lib/server/http/respond";
import { listTalentInterviews } from "@/lib/server/interviews/list";

// GET /api/talent/interviews – own interviews, every status, newest first
export const GET = authedRoute("talent", async ({ db, account }) => okBody(await listTalentInterviews(db, account.id)));
