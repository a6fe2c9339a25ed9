import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { idParam } from "@/lib/server/http/id-param";
import { noContent, ok } from "@/lib/server/http/respond";
import { shortlistDetail } from "@/lib/server/shortlists/shortlist-talent";
import { deleteShortlist, renameShortlist } from "@/lib/server/shortlists/shortlists";
import { shortlistNameSchema } from "@/lib/validation/shortlists";

type Params = { id: string };

// GET /api/client/shortlists/[id] – one of the client's shortlists with its talent as directory cards, last saved first
export const GET = authedRoute<Params>("client", async ({ db, account, params }) =>
  ok(await shortlistDetail(db, account.id, idParam(params.id, "Shortlist"))),
);

// PATCH /api/client/shortlists/[id] – rename a shortlist
export const PATCH = authedRoute<Params>("client", async ({ db, account, params, request }) => {
  const id = idParam(params.id, "Shortlist");
  const { name } = shortlistNameSchema.parse(await readBody(request));
  return ok(await renameShortlist(db, account.id, id, name));
});

// DELETE /api/client/shortlists/[id] – delete a shortlist (the talent stay in the directory)
export const DELETE = authedRoute<Params>("client", async ({ db, account, params }) => {
  await deleteShortlist(db, account.id, idParam(params.id, "Shortlist"));
  return noContent();
});
