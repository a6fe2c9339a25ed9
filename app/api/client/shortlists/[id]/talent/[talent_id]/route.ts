import { authedRoute } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { noContent, ok } from "@/lib/server/http/respond";
import { addToShortlist, removeFromShortlist } from "@/lib/server/shortlists/shortlist-talent";

type Params = { id: string; talent_id: string };

// PUT /api/client/shortlists/[id]/talent/[talent_id] – save a vetted talent to a shortlist (idempotent)
export const PUT = authedRoute<Params>("client", async ({ db, account, params }) =>
  ok(await addToShortlist(db, account.id, idParam(params.id, "Shortlist"), idParam(params.talent_id, "Talent"))),
);

// DELETE /api/client/shortlists/[id]/talent/[talent_id] – take a talent off a shortlist (idempotent)
export const DELETE = authedRoute<Params>("client", async ({ db, account, params }) => {
  await removeFromShortlist(db, account.id, idParam(params.id, "Shortlist"), idParam(params.talent_id, "Talent"));
  return noContent();
});
