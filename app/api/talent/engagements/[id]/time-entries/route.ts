import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { created, ok } from "@/lib/server/http/respond";
import { addTimeEntry } from "@/lib/server/timesheets/add-entry";
import { listTimeEntries } from "@/lib/server/timesheets/list-entries";

const engagementId = (params: { id: string }) => idParam(params.id, "Engagement", { max: BIGINT_ID_MAX });

// GET /api/talent/engagements/[id]/time-entries – the entries by day, all or one company week's (?week=Monday)
export const GET = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  ok(await listTimeEntries(db, account.id, engagementId(params), request.nextUrl.searchParams)),
);

// POST /api/talent/engagements/[id]/time-entries – log time on a day; 422 past the week's cap or in a submitted week
export const POST = authedRoute<{ id: string }>("talent", async ({ db, account, params, request }) =>
  created(await addTimeEntry(db, account.id, engagementId(params), request)),
);
