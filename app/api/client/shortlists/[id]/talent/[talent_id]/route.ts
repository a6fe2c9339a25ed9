// PUT, DELETE /api/client/shortlists/{id}/talent/{talent_id} – save a vetted talent to the list, or take them off (both idempotent)
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { idParam } from "@/lib/server/http/id-param";
import { noContent, ok } from "@/lib/server/http/respond";
import { addToShortlist, removeFromShortlist } from "@/lib/server/shortlists/shortlist-talent";

type Params = { id: string; talent_id: string };

export const PUT = authedRoute<Params>("client", async ({ db, account, params }) =>
  ok(await addToShortlist(db, account.id, idParam(params.id, "Shortlist"), idParam(params.talent_id, "Talent"))),
);

export const DELETE = authedRoute<Params>("client", async ({ db, account, params }) => {
  await removeFromShortlist(db, account.id, idParam(params.id, "Shortlist"), idParam(params.talent_id, "Talent"));
  return noContent();
});

const notAllowed = methodNotAllowed(["PUT", "DELETE"]);
export { notAllowed as GET, notAllowed as POST, notAllowed as PATCH };
