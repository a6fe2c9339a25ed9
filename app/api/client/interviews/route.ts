import { authedRoute } from "@/lib/server/http/api-handler";
import { okBody } from "@/lib/server/http/respond";
import { listClientInterviews } from "@/lib/server/interviews/list";

// GET /api/client/interviews – own interviews, every status, newest first, with the company's scorecards
export const GET = authedRoute("client", async ({ db, account }) => okBody(await listClientInterviews(db, account.id)));
