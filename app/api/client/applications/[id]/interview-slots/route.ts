import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { okBody } from "@/lib/server/http/respond";
import { clientApplicationParties } from "@/lib/server/interviews/access";
import { interviewSlotsAnswer } from "@/lib/server/interviews/slots";

// GET /api/client/applications/[id]/interview-slots – open interview starts inside both working days (?duration=)
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) => {
  const parties = await clientApplicationParties(
    db,
    account.id,
    idParam(params.id, "Application", { max: BIGINT_ID_MAX }),
  );
  return okBody(await interviewSlotsAnswer(db, parties, request.nextUrl.searchParams));
});
