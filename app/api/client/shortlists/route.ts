// GET, POST /api/client/shortlists – the client's shortlists with counts; POST creates one by name (409 on a duplicate)
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created, ok } from "@/lib/server/http/respond";
import { createShortlist, listShortlists } from "@/lib/server/shortlists/shortlists";
import { searchParamsToObject } from "@/lib/validation/search-params";
import { shortlistNameSchema, shortlistsQuerySchema } from "@/lib/validation/shortlists";

export const GET = authedRoute("client", async ({ db, account, request }) => {
  const { talent_id: talentId } = shortlistsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await listShortlists(db, account.id, talentId));
});

export const POST = authedRoute("client", async ({ db, account, request }) => {
  const { name } = shortlistNameSchema.parse(await readBody(request));
  return created(await createShortlist(db, account.id, name));
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
