import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { created, ok } from "@/lib/server/http/respond";
import { createShortlist, listShortlists } from "@/lib/server/shortlists/shortlists";
import { searchParamsToObject } from "@/lib/validation/search-params";
import { shortlistNameSchema, shortlistsQuerySchema } from "@/lib/validation/shortlists";

// GET /api/client/shortlists – the client's shortlists by name, with how many talent each holds
export const GET = authedRoute("client", async ({ db, account, request }) => {
  const { talent_id: talentId } = shortlistsQuerySchema.parse(searchParamsToObject(request.nextUrl.searchParams));
  return ok(await listShortlists(db, account.id, talentId));
});

// POST /api/client/shortlists – create a shortlist by name (409 on a duplicate, case-insensitively)
export const POST = authedRoute("client", async ({ db, account, request }) => {
  const { name } = shortlistNameSchema.parse(await readBody(request));
  return created(await createShortlist(db, account.id, name));
});
