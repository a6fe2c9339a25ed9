import { changeWeeklyCap } from "@/lib/server/engagements/change-cap";
import { readEngagement } from "@/lib/server/engagements/list";
import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { ok } from "@/lib/server/http/respond";

const engagementId = (id: string) => idParam(id, "Engagement", { max: BIGINT_ID_MAX });

// GET /api/client/engagements/[id] – one of the company's engagements
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  ok(await readEngagement(db, { kind: "client", id: account.id }, engagementId(params.id))),
);

// PATCH /api/client/engagements/[id] – an hourly engagement's weekly cap, from next Monday (company time)
export const PATCH = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) =>
  ok(await changeWeeklyCap(db, account.id, engagementId(params.id), request)),
);
