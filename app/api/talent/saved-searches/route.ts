// GET, POST /api/talent/saved-searches – the talent's saved searches of the jobs board (job alerts), and save one
import { createSavedSearch, listSavedSearches } from "@/lib/server/alerts/saved-searches";
import { authedRoute, methodNotAllowed } from "@/lib/server/http/api-handler";
import { readJson } from "@/lib/server/http/json-body";
import { created, ok } from "@/lib/server/http/respond";

export const GET = authedRoute("talent", async ({ db, account }) => ok(await listSavedSearches(db, account.id)));

export const POST = authedRoute("talent", async ({ db, account, request }) =>
  created(await createSavedSearch(db, account.id, await readJson(request))),
);

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
