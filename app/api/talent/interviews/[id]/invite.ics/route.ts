import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { interviewIcsResponse } from "@/lib/server/interviews/ics";

// GET /api/talent/interviews/[id]/invite.ics – a booked interview as an .ics file (text/calendar, METHOD:PUBLISH)
export const GET = authedRoute<{ id: string }>("talent", async ({ db, account, params }) =>
  interviewIcsResponse(db, { kind: "talent", id: account.id }, idParam(params.id, "Interview", { max: BIGINT_ID_MAX })),
);
