// GET, PATCH, DELETE /api/client/shortlists/{id} – one of the client's shortlists with its talent; rename; delete
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { idParam } from "@/lib/server/http/id-param";
import { noContent, ok } from "@/lib/server/http/respond";
import { shortlistDetail } from "@/lib/server/shortlists/shortlist-talent";
import { deleteShortlist, renameShortlist } from "@/lib/server/shortlists/shortlists";
import { shortlistNameSchema } from "@/lib/validation/shortlists";

type Params = { id: string };

export const GET = authedRoute<Params>("client", async ({ db, account, params }) =>
  ok(await shortlistDetail(db, account.id, idParam(params.id, "Shortlist"))),
);

export const PATCH = authedRoute<Params>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Shortlist");
  const { name } = shortlistNameSchema.parse(await readBody(request));
  return ok(await renameShortlist(db, account.id, id, name));
});

export const DELETE = authedRoute<Params>("client", async ({ db, account, params }) => {
  await deleteShortlist(db, account.id, idParam(params.id, "Shortlist"));
  return noContent();
});

const notAllowed = methodNotAllowed(["GET", "PATCH", "DELETE"]);
export { notAllowed as POST, notAllowed as PUT };
