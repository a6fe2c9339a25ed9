import { authedRoute } from "@/lib/server/http/api-handler";
import { BIGINT_ID_MAX, idParam } from "@/lib/server/http/id-param";
import { created, ok } from "@/lib/server/http/respond";
import { listApplicationOffers } from "@/lib/server/offers/list";
import { sendOffer } from "@/lib/server/offers/send";

const applicationId = (id: string) => idParam(id, "Application", { max: BIGINT_ID_MAX });

// GET /api/client/applications/[id]/offers – the application's offers, newest first
export const GET = authedRoute<{ id: string }>("client", async ({ db, account, params }) =>
  ok(await listApplicationOffers(db, account.id, applicationId(params.id))),
);

// POST /api/client/applications/[id]/offers – send terms (moves an earlier application to offer; supersedes a pending one)
export const POST = authedRoute<{ id: string }>("client", async ({ db, account, params, request }) =>
  created(await sendOffer(db, account.id, applicationId(params.id), request)),
);
