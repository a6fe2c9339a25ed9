import { clientApplicationsJson } from "@/lib/server/applications/client-applications-json";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { okJsonText } from "@/lib/server/http/respond";

// GET /api/client/jobs/[id]/applications – the applicants to one of the client's jobs, with stage, history and notes
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  okJsonText(
    await clientApplicationsJson(db, account.id, { jobId: idParam(params.id, "Job", { max: BIGINT_ID_MAX }) }),
  ),
);
