import { authedRoute } from "@/lib/server/http/api-handler";
import { okBody } from "@/lib/server/http/respond";
import { listInterviews } from "@/lib/server/interviews/list";

// GET /api/client/interviews – own interviews, every status, newest first
export const GET = authedRoute("client", async ({ db, account }) =>
  okBody(await listInterviews(db, { kind: "client", id: account.id })),
);
