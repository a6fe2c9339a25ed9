import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { interviewIcsResponse } from "@/lib/server/interviews/ics";

// GET /api/client/interviews/[id]/invite.ics – a booked interview as an .ics file (text/calendar, METHOD:PUBLISH)
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  interviewIcsResponse(db, { kind: "client", id: account.id }, idParam(params.id, "Interview", { max: BIGINT_ID_MAX })),
);
